import type { InboxChannel, InboxDm } from '../../model/inbox';
import { topicDisplayName } from '../../model/narrow-title';
import { narrowToHash } from '../../model/narrow-url';
import { useStoreValue } from '../common/app-context';
import { Icon } from '../common/icons';
import { unreadLabel } from '../sidebar/ChannelRow';
import { TopicMenu } from '../topics/TopicMenu';
import { topicHash } from '../topics/topic-actions';

type Props =
  | { kind: 'dms'; dms: InboxDm[]; collapsed: boolean; onToggle(): void }
  | { kind: 'channel'; channel: InboxChannel; collapsed: boolean; onToggle(): void };

/** A collapsible group of the Inbox: the direct messages, or one channel's unread topics. */
export function InboxSection(props: Props) {
  const count =
    props.kind === 'dms' ? props.dms.reduce((n, d) => n + d.count, 0) : props.channel.count;
  const name = props.kind === 'dms' ? 'Direct messages' : props.channel.name;
  const mentioned =
    props.kind === 'dms' ? props.dms.some((d) => d.mentioned) : props.channel.mentioned;
  const style =
    props.kind === 'channel'
      ? ({ '--channel-color': props.channel.color } as React.CSSProperties)
      : undefined;
  return (
    <section className="inbox-section" style={style}>
      <h2 className="inbox-header">
        <button
          type="button"
          className="inbox-toggle"
          data-row
          aria-expanded={!props.collapsed}
          onClick={props.onToggle}
        >
          <Icon name={props.collapsed ? 'chevronRight' : 'chevronDown'} />
          <span className="inbox-name">{name}</span>
          {mentioned && (
            <span className="mention-marker">
              @<span className="visually-hidden"> mentions you</span>
            </span>
          )}
          <span className="count">
            {count}
            <span className="visually-hidden"> unread</span>
          </span>
        </button>
      </h2>
      {!props.collapsed && (
        <ul className="inbox-rows">
          {props.kind === 'dms'
            ? props.dms.map((d) => <DmRow key={d.key} dm={d} />)
            : props.channel.topics.map((t) => (
                <TopicRow
                  key={t.topic}
                  stream_id={t.stream_id}
                  topic={t.topic}
                  count={t.count}
                  mentioned={t.mentioned}
                  followed={t.followed}
                />
              ))}
        </ul>
      )}
    </section>
  );
}

function DmRow({ dm }: { dm: InboxDm }) {
  const users = useStoreValue((s) => s.users);
  const href = narrowToHash([{ operator: 'dm', operand: dm.user_ids }], {
    userName: (id) => users[id]?.full_name,
  });
  return (
    <li className="inbox-row">
      <a
        href={href}
        data-row
        className="inbox-link"
        aria-label={unreadLabel(dm.title, dm.count, dm.mentioned)}
      >
        <span className="inbox-name">{dm.title}</span>
        {dm.mentioned && (
          <span className="mention-marker" aria-hidden>
            @
          </span>
        )}
        <span className="count" aria-hidden>
          {dm.count}
        </span>
      </a>
    </li>
  );
}

function TopicRow(props: {
  stream_id: number;
  topic: string;
  count: number;
  mentioned: boolean;
  followed: boolean;
}) {
  const href = useStoreValue((s) => topicHash(s, props.stream_id, props.topic));
  const name = useStoreValue((s) => topicDisplayName(s.realm, props.topic));
  return (
    <li className="inbox-row">
      <a
        href={href}
        data-row
        className="inbox-link"
        aria-label={unreadLabel(
          `${name}${props.followed ? ', followed' : ''}`,
          props.count,
          props.mentioned,
        )}
      >
        <span className="inbox-name">{name}</span>
        {props.followed && (
          <span className="topic-followed" title="Followed">
            <Icon name="bell" size={13} />
          </span>
        )}
        {props.mentioned && (
          <span className="mention-marker" aria-hidden>
            @
          </span>
        )}
        <span className="count" aria-hidden>
          {props.count}
        </span>
      </a>
      <TopicMenu stream_id={props.stream_id} topic={props.topic} />
    </li>
  );
}
