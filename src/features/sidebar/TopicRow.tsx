import { useState } from 'react';
import { RESOLVED_TOPIC_PREFIX } from '../../api/constants';
import { topicDisplayName } from '../../model/narrow-title';
import { useStoreValue } from '../common/app-context';
import { Icon } from '../common/icons';
import { TopicMenu, topicHash } from '../topics';
import { unreadLabel } from './ChannelRow';
import type { SidebarTopic } from './channels';

interface Props {
  stream_id: number;
  topic: SidebarTopic;
  selected: boolean;
}

/** One topic: ✔ when resolved, dimmed when muted, a bell when followed, its unread count. */
export function TopicRow({ stream_id, topic, selected }: Props) {
  const [menuOpen, setMenuOpen] = useState(false);
  const href = useStoreValue((s) => topicHash(s, stream_id, topic.name));
  const name = useStoreValue((s) => topicDisplayName(s.realm, topic.name));
  const shownName = topic.resolved ? name.slice(2) : name;
  const classes = ['topic-item', topic.muted && 'muted', topic.name === '' && 'empty-topic']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes}>
      <div className="sidebar-row-wrap">
        <a
          href={href}
          onContextMenu={(e) => {
            e.preventDefault();
            setMenuOpen(true);
          }}
          className="sidebar-row topic-row"
          aria-current={selected ? 'page' : undefined}
          aria-label={unreadLabel(
            `${topic.resolved ? RESOLVED_TOPIC_PREFIX : ''}${shownName}${topic.followed ? ', followed' : ''}${topic.muted ? ', muted' : ''}`,
            topic.unread,
            topic.mentioned,
          )}
        >
          <span className="topic-resolved" aria-hidden>
            {topic.resolved ? <Icon name="check" size={14} /> : null}
          </span>
          <span className="sidebar-name">{shownName}</span>
          {topic.followed && (
            <span className="topic-followed" title="Followed">
              <Icon name="bell" size={13} />
            </span>
          )}
          {topic.mentioned && (
            <span className="mention-marker" aria-hidden>
              @
            </span>
          )}
          {topic.unread > 0 && (
            <span className="count" aria-hidden>
              {topic.unread}
            </span>
          )}
        </a>
        <TopicMenu
          stream_id={stream_id}
          topic={topic.name}
          open={menuOpen}
          onOpenChange={setMenuOpen}
        />
      </div>
    </li>
  );
}
