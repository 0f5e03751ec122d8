/**
 * `#organization/linkifier-settings`: the linkifiers in the order the server applies them (the
 * first that matches a piece of text wins), reordered by dragging or from the keyboard, added,
 * edited and deleted by administrators.
 */
import { useState } from 'react';
import { reorderLinkifiers } from '../../api/endpoints/linkifiers';
import { linkifiersVerdict } from '../../model/permissions-admin';
import { useApp, useStoreValue } from '../common/app-context';
import { showNotice } from '../common/notices';
import { useVerdict } from '../overlay';
import { LinkifierForm } from './LinkifierForm';
import { LinkifierRow } from './LinkifierRow';
import { moveItem } from './order';
import './linkifiers.css';

export default function LinkifiersPage() {
  const app = useApp();
  const linkifiers = useStoreValue((s) => s.linkifiers);
  const verdict = useVerdict((s) => linkifiersVerdict(s));
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [pending, setPending] = useState<number[] | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const stored = linkifiers.map((l) => l.id);
  // Shown in the new order at once; the server's event confirms it.
  const order = pending && pending.join() !== stored.join() ? pending : stored;
  const byId = new Map(linkifiers.map((l) => [l.id, l]));
  const shown = order.map((id) => byId.get(id)).filter((l) => l !== undefined);

  const move = async (from: number, to: number, focusAfter = false) => {
    const next = moveItem(order, from, to);
    if (next.join() === order.join()) return;
    setPending(next);
    const moved = byId.get(order[from]!)!;
    setAnnouncement(
      `${moved.pattern} moved to position ${next.indexOf(moved.id) + 1} of ${next.length}.`,
    );
    if (focusAfter) {
      requestAnimationFrame(() => document.getElementById(`linkifier-handle-${moved.id}`)?.focus());
    }
    try {
      await reorderLinkifiers(app.conn, next);
    } catch (e) {
      setPending(null);
      showNotice({
        text: `Could not reorder the linkifiers: ${e instanceof Error ? e.message : e}`,
        tone: 'error',
      });
    }
  };

  return (
    <section className="settings-section linkifiers" aria-label="Linkifiers">
      <p className="setting-hint">
        Linkifiers turn text that matches a pattern into a link, in messages and topics. They are
        tried in this order: where two match the same text, the higher one wins.
      </p>
      {!verdict.allowed && <p className="setting-reason">{verdict.reason}</p>}
      {verdict.allowed &&
        (adding ? (
          <LinkifierForm onDone={() => setAdding(false)} />
        ) : (
          <button type="button" className="primary" onClick={() => setAdding(true)}>
            Add a new linkifier
          </button>
        ))}
      {verdict.allowed && (
        <p id="linkifier-reorder-help" className="visually-hidden">
          Press the up or down arrow key to move this linkifier.
        </p>
      )}
      <span role="status" className="visually-hidden">
        {announcement}
      </span>
      {shown.length === 0 ? (
        <p className="empty-state">No linkifiers yet.</p>
      ) : (
        <ol className="linkifier-list" aria-label="Linkifiers, in the order they are applied">
          {shown.map((l, index) =>
            editing === l.id ? (
              <li key={l.id} className="linkifier-editing">
                <LinkifierForm linkifier={l} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <LinkifierRow
                key={l.id}
                linkifier={l}
                index={index}
                count={shown.length}
                canChange={verdict.allowed}
                dragging={dragged === index}
                onEdit={() => setEditing(l.id)}
                onMove={(to, focus) => void move(index, to, focus)}
                onDragStart={() => setDragged(index)}
                onDragEnd={() => setDragged(null)}
                onDropHere={() => {
                  if (dragged !== null) void move(dragged, index);
                  setDragged(null);
                }}
              />
            ),
          )}
        </ol>
      )}
    </section>
  );
}
