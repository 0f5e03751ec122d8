import { topicDisplayName } from '../../model/narrow-title';
import { narrowToHash } from '../../model/narrow-url';
import type { RecentConversation } from '../../model/recent';
import { formatAgo, formatFullTime } from '../../model/time';
import { personName } from '../../store/people-to-come';
import { Avatar } from '../common/Avatar';
import { useStoreValue } from '../common/app-context';
import { openUserCard } from '../common/user-card-state';
import { unreadLabel } from '../sidebar';
import { TopicMenu, topicHash } from '../topics';

/** One conversation of Recent conversations: where, what, who, and when. */
export function RecentRow({ conversation: c }: { conversation: RecentConversation }) {
  const channel = useStoreValue((s) =>
    c.stream_id === undefined ? undefined : s.channels[c.stream_id],
  );
  const color = useStoreValue((s) =>
    c.stream_id === undefined ? undefined : s.subscriptions[c.stream_id]?.color,
  );
  const users = useStoreValue((s) => s.users);
  const awaitingPeople = useStoreValue((s) => s.awaitingPeople);
  const twentyFour = useStoreValue((s) => s.userSettings.twenty_four_hour_time === true);
  const topicName = useStoreValue((s) =>
    c.topic === undefined ? '' : topicDisplayName(s.realm, c.topic),
  );
  const href = useStoreValue((s) =>
    c.type === 'stream'
      ? topicHash(s, c.stream_id!, c.topic!)
      : narrowToHash([{ operator: 'dm', operand: c.user_ids! }], {
          userName: (id) => s.users[id]?.full_name,
        }),
  );
  const where =
    c.type === 'stream' ? (
      <a
        className="recent-channel"
        href={narrowToHash([{ operator: 'channel', operand: c.stream_id! }], {
          channelName: () => channel?.name,
        })}
      >
        <span className="channel-color" style={{ backgroundColor: color ?? '#c2c2c2' }} />
        {channel?.name ?? 'Unknown channel'}
      </a>
    ) : (
      <span className="recent-channel">Direct messages</span>
    );
  const what = c.type === 'stream' ? topicName : c.title.replace(/^You and /, '');
  return (
    <tr className={c.unread > 0 ? 'recent-row unread' : 'recent-row'}>
      <td className="recent-where">{where}</td>
      <td className="recent-topic">
        <div className="recent-topic-cell">
          <span className="recent-what">
            <a href={href} data-row aria-label={unreadLabel(what, c.unread, false)}>
              {what}
            </a>
            <span className="recent-where-inline" aria-hidden>
              {c.type === 'stream' ? `#${channel?.name ?? ''}` : 'Direct message'}
            </span>
          </span>
          {c.unread > 0 && (
            <span className="count" aria-hidden>
              {c.unread}
            </span>
          )}
          {c.type === 'stream' && <TopicMenu stream_id={c.stream_id!} topic={c.topic!} />}
        </div>
      </td>
      <td className="recent-participants">
        <span className="avatar-stack">
          {c.senders.slice(0, 4).map((id) => (
            <button
              key={id}
              type="button"
              className="avatar-button"
              title={users[id]?.full_name}
              aria-label={personName({ users, awaitingPeople }, id)}
              aria-haspopup="dialog"
              onClick={(e) => openUserCard(id, e.currentTarget)}
            >
              <Avatar user_id={id} size={22} />
            </button>
          ))}
          {c.senders.length > 4 && <span className="avatar-more">+{c.senders.length - 4}</span>}
        </span>
      </td>
      <td className="recent-time">
        <span title={formatFullTime(c.last_timestamp, twentyFour)}>
          {formatAgo(c.last_timestamp, Date.now() / 1000)}
        </span>
      </td>
    </tr>
  );
}
