/**
 * `dialog` "Read receipts": who has read a message (GET /messages/{id}/read_receipts). In a
 * large organization that may be thousands: the list is virtualized (common/virtual-rows.ts).
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getReadReceipts } from '../../../api/endpoints/messages';
import { Avatar } from '../../common/Avatar';
import { useApp, useStoreValue } from '../../common/app-context';
import { useReturnFocus } from '../../common/return-focus';
import '../../common/dialog.css';
import { idsInNameOrder } from '../../../model/people-order';
import { personName } from '../../../store/people-to-come';
import { errorText } from '../../common/error-text';
import { useVirtualRows } from '../../common/virtual-rows';

type Receipts =
  | { status: 'loading' }
  | { status: 'done'; user_ids: number[] }
  | { status: 'error'; error: string };

export default function ReadReceiptsDialog({
  message_id,
  onClose,
}: {
  message_id: number;
  onClose(): void;
}) {
  const returnFocus = useReturnFocus();
  const app = useApp();
  const [receipts, setReceipts] = useState<Receipts>({ status: 'loading' });
  const load = useCallback(() => {
    setReceipts({ status: 'loading' });
    getReadReceipts(app.conn, message_id).then(
      ({ user_ids }) => setReceipts({ status: 'done', user_ids }),
      (e: unknown) => setReceipts({ status: 'error', error: errorText(e) }),
    );
  }, [app, message_id]);
  useEffect(load, [load]);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content onCloseAutoFocus={returnFocus} className="dialog">
          <Dialog.Title>Read receipts</Dialog.Title>
          {receipts.status === 'loading' && <Dialog.Description>Loading…</Dialog.Description>}
          {receipts.status === 'error' && (
            <>
              <p className="error" role="alert">
                Could not load the read receipts: {receipts.error}
              </p>
              <button type="button" onClick={load}>
                Try again
              </button>
            </>
          )}
          {receipts.status === 'done' && (
            <>
              <Dialog.Description>
                {receipts.user_ids.length === 0
                  ? 'No one has read this message yet.'
                  : `This message has been read by ${receipts.user_ids.length} ${receipts.user_ids.length === 1 ? 'person' : 'people'}:`}
              </Dialog.Description>
              <Readers user_ids={receipts.user_ids} />
            </>
          )}
          <div className="dialog-buttons">
            <Dialog.Close asChild>
              <button type="button">Close</button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A reader's row height in pixels, as message-actions.css sets it. */
const READER_ROW = 32;

/** The readers by name, a screenful of them in the page. */
function Readers({ user_ids }: { user_ids: readonly number[] }) {
  const users = useStoreValue((s) => s.users);
  const awaitingPeople = useStoreValue((s) => s.awaitingPeople);
  const self = useStoreValue((s) => s.current_user_id);
  const ordered = useMemo(() => idsInNameOrder(user_ids, users), [user_ids, users]);
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const { rows, height } = useVirtualRows({
    count: ordered.length,
    size: READER_ROW,
    scroller,
    list,
    keyOf: (i) => ordered[i]!,
  });
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <div ref={scroller} className="read-receipts-scroll" tabIndex={0}>
      <ul ref={list} className="read-receipts" aria-label="Readers" style={{ height }}>
        {rows.map(({ index, start }) => {
          const id = ordered[index]!;
          return (
            <li
              key={id}
              aria-posinset={index + 1}
              aria-setsize={ordered.length}
              style={{ transform: `translateY(${start}px)` }}
            >
              <Avatar user_id={id} url={users[id]?.avatar_url ?? null} size={24} />
              {personName({ users, awaitingPeople }, id)}
              {id === self && ' (you)'}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
