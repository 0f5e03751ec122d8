import { dmTitle, topicDisplayName } from '../../model/narrow-title';
import { narrowToHash } from '../../model/narrow-url';
import { sanitizeHtml } from '../../model/sanitize';
import { formatDay } from '../../model/time';
import type { StoredMessage } from '../../store/state';
import { isTopicFollowed, isTopicMuted } from '../../store/unread-counts';
import { useStoreValue } from '../common/app-context';
import { ChannelIcon } from '../common/ChannelIcon';
import { Icon } from '../common/icons';
import { DmMenu } from '../dms';
import { TopicBarTools, TopicEditorSlot, useTopicEditing } from '../move';
import { TopicMenu, topicHash } from '../topics';
import { useSearchMatch } from './search-match';

type HeadingTag = 'div' | 'h2';

/**
 * The heading over a conversation's messages: channel › topic (with its menu), or the DM's
 * people. The floating copy above the feed is not a heading (the real one is).
 */
export function RecipientBar({
  message,
  floating = false,
}: {
  message: StoredMessage;
  floating?: boolean;
}) {
  const day = formatDay(message.timestamp, Date.now() / 1000);
  const Heading: HeadingTag = floating ? 'div' : 'h2';
  const match = useSearchMatch(message);
  if (message.type === 'private') return <DmBar message={message} day={day} Heading={Heading} />;
  return (
    <ChannelBar
      highlighted={match?.match_subject.includes('<span') ? match.match_subject : undefined}
      message_id={message.id}
      stream_id={message.stream_id}
      topic={message.subject}
      fallback={message.display_recipient}
      day={day}
      floating={floating}
    />
  );
}

function ChannelBar({
  highlighted,
  message_id,
  stream_id,
  topic,
  fallback,
  day,
  floating,
}: {
  /** In search results: the topic as the server highlighted it (HTML). */
  highlighted: string | undefined;
  message_id: number;
  stream_id: number;
  topic: string;
  fallback: string;
  day: string;
  floating: boolean;
}) {
  const Heading: HeadingTag = floating ? 'div' : 'h2';
  const channel = useStoreValue((s) => s.channels[stream_id]);
  const color = useStoreValue((s) => s.subscriptions[stream_id]?.color ?? '#c2c2c2');
  const topicName = useStoreValue((s) => topicDisplayName(s.realm, topic));
  const muted = useStoreValue((s) => isTopicMuted(s, stream_id, topic));
  const followed = useStoreValue((s) => isTopicFollowed(s, stream_id, topic));
  const href = useStoreValue((s) => topicHash(s, stream_id, topic));
  // The floating copy shows no tools: the editor and ✔ live on the conversation's own bar.
  const editing = useTopicEditing(stream_id, topic) && !floating;
  const name = channel?.name ?? fallback;
  const channelHref = narrowToHash([{ operator: 'channel', operand: stream_id }], {
    channelName: () => name,
  });
  return (
    <div className="recipient-bar" style={{ '--channel-color': color } as React.CSSProperties}>
      {editing ? (
        <TopicEditorSlot stream_id={stream_id} topic={topic} message_id={message_id} />
      ) : (
        <Heading className="recipient-heading">
          <a className="recipient-channel" href={channelHref}>
            {channel && (
              <ChannelIcon inviteOnly={channel.invite_only} webPublic={channel.is_web_public} />
            )}
            {name}
          </a>
          <span className="recipient-sep" aria-hidden>
            ›
          </span>
          <a
            className={topic === '' ? 'recipient-topic empty-topic' : 'recipient-topic'}
            href={href}
          >
            {highlighted === undefined ? (
              topicName
            ) : (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: server HTML, through model/sanitize
              <span dangerouslySetInnerHTML={{ __html: sanitizeHtml(highlighted) }} />
            )}
          </a>
        </Heading>
      )}
      {!editing && !floating && <TopicBarTools stream_id={stream_id} topic={topic} />}
      {followed && (
        <span className="recipient-state" title="You follow this topic">
          <Icon name="bell" size={14} />
        </span>
      )}
      {muted && (
        <span className="recipient-state" title="Muted">
          <Icon name="mute" size={14} />
        </span>
      )}
      <TopicMenu stream_id={stream_id} topic={topic} />
      <span className="recipient-date">{day}</span>
    </div>
  );
}

function DmBar({
  message,
  day,
  Heading,
}: {
  message: StoredMessage & { type: 'private' };
  day: string;
  Heading: HeadingTag;
}) {
  const ids = message.display_recipient.map((r) => r.id);
  const title = useStoreValue((s) => dmTitle(s, ids));
  const self = useStoreValue((s) => s.current_user_id);
  const users = useStoreValue((s) => s.users);
  const others = ids.filter((id) => id !== self);
  const href = narrowToHash([{ operator: 'dm', operand: others.length ? others : [self] }], {
    userName: (id) => users[id]?.full_name,
  });
  return (
    <div className="recipient-bar recipient-dm">
      <Heading className="recipient-heading">
        <a className="recipient-topic" href={href}>
          {title}
        </a>
      </Heading>
      <DmMenu user_ids={others.length ? others : [self]} label={title} />
      <span className="recipient-date">{day}</span>
    </div>
  );
}
