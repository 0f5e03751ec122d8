import { composeStore, openCompose, setContent, useComposeSession } from '../compose';

/**
 * Under a message the user sent that the server has not confirmed: "Sending…", or "Not sent"
 * with the server's reason, Retry, and Cancel (which puts the text back in the box).
 */
export function EchoStatus({
  local,
}: {
  local: { local_id: string; status: 'sending' | 'failed' };
}) {
  const session = useComposeSession();
  if (local.status === 'sending') return <span className="message-status">Sending…</span>;
  const outbox = session.outbox;
  const entry = outbox?.entryOfEcho(local.local_id);
  return (
    <span className="message-status error" role="alert">
      Not sent{entry?.failed ? `: ${entry.failed}` : ''}
      {outbox && entry && (
        <>
          {' '}
          <button type="button" className="quiet" onClick={() => outbox.retry(entry.id)}>
            Retry
          </button>
          <button
            type="button"
            className="quiet"
            onClick={() => {
              const cancelled = outbox.cancel(entry.id);
              if (!cancelled) return;
              openCompose(cancelled.target, { focus: 'content' });
              const now = composeStore.getState().content.trim();
              setContent(now ? `${now}\n\n${cancelled.content}` : cancelled.content);
            }}
          >
            Cancel
          </button>
        </>
      )}
    </span>
  );
}
