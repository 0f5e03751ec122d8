/** One linkifier in the ordered list: its handle (drag, or arrow keys), pattern, URL, actions. */
import { useState } from 'react';
import { removeLinkifier } from '../../api/endpoints/linkifiers';
import type { Linkifier } from '../../api/types/models';
import { useApp } from '../common/app-context';
import { ConfirmDialog } from '../overlay';

interface Props {
  linkifier: Linkifier;
  index: number;
  count: number;
  canChange: boolean;
  dragging: boolean;
  onEdit(): void;
  onMove(to: number, keepFocus: boolean): void;
  onDragStart(): void;
  onDragEnd(): void;
  onDropHere(): void;
}

export function LinkifierRow(props: Props) {
  const { linkifier: l, index, count, canChange } = props;
  const app = useApp();
  const [deleting, setDeleting] = useState(false);
  const [over, setOver] = useState(false);
  return (
    <li
      className="linkifier"
      data-dragging={props.dragging || undefined}
      data-over={over || undefined}
      draggable={canChange}
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', String(l.id));
        props.onDragStart();
      }}
      onDragEnd={props.onDragEnd}
      onDragOver={(e) => {
        if (!canChange) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        props.onDropHere();
      }}
    >
      {/* Only those who may reorder see a handle (and its hint). */}
      {canChange && (
        <button
          type="button"
          id={`linkifier-handle-${l.id}`}
          className="quiet drag-handle"
          aria-label={`Reorder ${l.pattern}, position ${index + 1} of ${count}`}
          aria-describedby="linkifier-reorder-help"
          onKeyDown={(e) => {
            if (e.key === 'ArrowUp' && index > 0) {
              e.preventDefault();
              props.onMove(index - 1, true);
            } else if (e.key === 'ArrowDown' && index < count - 1) {
              e.preventDefault();
              props.onMove(index + 1, true);
            }
          }}
        >
          <span aria-hidden>⠿</span>
        </button>
      )}
      <span className="linkifier-position" aria-hidden>
        {index + 1}
      </span>
      <code className="linkifier-pattern">{l.pattern}</code>
      <span aria-hidden>→</span>
      <code className="linkifier-template">{l.url_template}</code>
      {canChange && (
        <span className="linkifier-actions">
          <button type="button" aria-label={`Edit ${l.pattern}`} onClick={props.onEdit}>
            Edit
          </button>
          <button
            type="button"
            className="danger"
            aria-label={`Delete ${l.pattern}`}
            onClick={() => setDeleting(true)}
          >
            Delete
          </button>
        </span>
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete this linkifier?"
          confirmLabel="Delete"
          danger
          onConfirm={() => removeLinkifier(app.conn, l.id)}
          onClose={() => setDeleting(false)}
        >
          <p>
            <code>{l.pattern}</code> stops making links in new messages.
          </p>
        </ConfirmDialog>
      )}
    </li>
  );
}
