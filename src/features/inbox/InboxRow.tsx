/** One row of the Inbox: a group's header (direct messages, or a channel), a DM or a topic. */
import type { CSSProperties } from 'react';
import type { InboxDm } from '../../model/inbox';
import { topicDisplayName } from '../../model/narrow-title';
import { narrowToHash } from '../../model/narrow-url';
import { useStoreValue } from '../common/app-context';
import { Icon } from '../common/icons';
import { unreadLabel } from '../sidebar';
import { TopicMenu, topicHash } from '../topics';
import type { InboxRow as Row } from './inbox-rows';

interface Props {
  row: Row;
  onToggle(key: string): void;
}

export function InboxRow({ row, onToggle }: Props) {
  const style = row.color ? ({ '--channel-color': row.color } as CSSProperties) : undefined;
  const first = row.kind === 'dms-header' || row.kind === 'channel-header';
  const box = `inbox-box${first ? ' first' : ''}${row.last ? ' last' : ''}`;
  return (
    <div className={box} style={style}>
      {row.kind === 'dms-header' || row.kind === 'channel-header' ? (
        <Header row={row} onToggle={() => onToggle(row.key)} />
      ) : row.kind === 'dm' ? (
        <DmRow dm={row.dm} />
      ) : (
        <TopicRow {...row.topic} />
      )}
    </div>
  );
}

/** A group's header: its name and count, collapsing or expanding it. */
function Header({
  row,
  onToggle,
}: {
  row: Extract<Row, { kind: 'dms-header' | 'channel-header' }>;
  onToggle(): void;
}) {
  const dms = row.kind === 'dms-header';
  const count = dms ? row.dms.reduce((n, d) => n + d.count, 0) : row.channel.count;
  const name = dms ? 'Direct messages' : row.channel.name;
  const mentioned = dms ? row.dms.some((d) => d.mentioned) : row.channel.mentioned;
  return (
    <h2 className="inbox-header">
      <button
        type="button"
        className="inbox-toggle"
        data-row
        aria-expanded={!row.collapsed}
        onClick={onToggle}
      >
        <Icon name={row.collapsed ? 'chevronRight' : 'chevronDown'} />
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
  );
}

function DmRow({ dm }: { dm: InboxDm }) {
  const users = useStoreValue((s) => s.users);
  const href = narrowToHash([{ operator: 'dm', operand: dm.user_ids }], {
    userName: (id) => users[id]?.full_name,
  });
  return (
    <div className="inbox-row">
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
    </div>
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
    <div className="inbox-row">
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
    </div>
  );
}
