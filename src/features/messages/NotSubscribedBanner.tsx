/**
 * At the top of a channel's view (or one of its topics) that the reader is not subscribed to:
 * says so, with Subscribe where the reader may, as Zulip does.
 */
import { subscribe } from '../../api/endpoints/channels';
import type { NarrowTerm } from '../../api/types/narrow';
import { subscribeSelfVerdict } from '../../model/channel-permissions';
import type { ParleyState } from '../../store/state';
import { useApp, useStoreValue } from '../common/app-context';
import { attempt } from '../common/notices';

/** The channel a narrow is within, if it is one channel's (or topic's) view. */
function channelOf(state: ParleyState, narrow: readonly NarrowTerm[]): number | undefined {
  const term = narrow.find(
    (t) => (t.operator === 'channel' || t.operator === 'stream') && !t.negated,
  );
  if (
    !term ||
    narrow.some(
      (t) => t.operator !== 'channel' && t.operator !== 'stream' && t.operator !== 'topic',
    )
  ) {
    return undefined;
  }
  if (typeof term.operand === 'number') return term.operand;
  const name = String(term.operand).toLowerCase();
  return Object.values(state.channels).find((c) => c.name.toLowerCase() === name)?.stream_id;
}

export function NotSubscribedBanner({ narrow }: { narrow: readonly NarrowTerm[] }) {
  const app = useApp();
  const stream_id = useStoreValue((s) => channelOf(s, narrow));
  const name = useStoreValue((s) =>
    stream_id === undefined ? undefined : s.channels[stream_id]?.name,
  );
  const subscribed = useStoreValue((s) => stream_id !== undefined && stream_id in s.subscriptions);
  const may = useStoreValue(
    (s) => stream_id !== undefined && subscribeSelfVerdict(s, stream_id).allowed,
  );
  if (stream_id === undefined || name === undefined || subscribed) return null;
  return (
    <div className="not-subscribed" role="note">
      <span>You're not subscribed to this channel.</span>
      {may && (
        <button
          type="button"
          className="primary"
          onClick={() =>
            void attempt('subscribe', () => subscribe(app.conn, { subscriptions: [{ name }] }))
          }
        >
          Subscribe
        </button>
      )}
    </div>
  );
}
