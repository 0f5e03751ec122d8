/** One version in the edit history: who and when, then the content (or its diff) or the move. */
import { type HistoryItem, historyHeading, moveText } from '../../model/edit-history';
import { renderHistoryDiff } from '../../model/history-diff';
import { topicDisplayName } from '../../model/narrow-title';
import { sanitizeHtml } from '../../model/sanitize';
import { formatFullTime } from '../../model/time';
import { useStoreValue } from '../common/app-context';

export function HistoryEntry({ item }: { item: HistoryItem }) {
  const name = useStoreValue((s) =>
    item.user_id === null ? undefined : s.users[item.user_id]?.full_name,
  );
  const twentyFour = useStoreValue((s) => s.userSettings.twenty_four_hour_time === true);
  const channels = useStoreValue((s) => s.channels);
  const realm = useStoreValue((s) => s.realm);
  const when = formatFullTime(item.timestamp, twentyFour);
  return (
    <li className={`history-entry history-${item.action}`}>
      <p className="history-heading">
        <strong>{historyHeading(item, name)}</strong>{' '}
        <time dateTime={new Date(item.timestamp * 1000).toISOString()}>{when}</time>
      </p>
      {item.move && (
        <p className="history-move">
          {moveText(
            item.move,
            (id) =>
              id === undefined ? 'unknown channel' : (channels[id]?.name ?? 'unknown channel'),
            (topic) => topicDisplayName(realm, topic),
          )}
        </p>
      )}
      {item.html !== undefined && (
        <div
          className={
            item.diff
              ? 'history-content history-diff rendered-markdown'
              : 'history-content rendered-markdown'
          }
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server HTML, through model/sanitize
          dangerouslySetInnerHTML={{
            __html: item.diff ? renderHistoryDiff(item.html) : sanitizeHtml(item.html),
          }}
        />
      )}
    </li>
  );
}
