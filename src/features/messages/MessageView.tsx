import { memo } from 'react';
import { messageHash } from '../../model/message-link';
import { editState, mentionsMe } from '../../model/message-list';
import { isConversationView } from '../../model/read-policy';
import { formatFullTime, formatTime } from '../../model/time';
import type { StoredMessage } from '../../store/state';
import { Avatar } from '../common/Avatar';
import { useStoreValue } from '../common/app-context';
import { openUserCard } from '../common/user-card-state';
import { EditMarker, MessageBody } from './actions/MessageBody';
import { MessageToolbar, StarButton } from './actions/MessageToolbar';
import { useToolbarTriggers } from './actions/useToolbarTriggers';
import { useReadHere } from './dm-read';
import { EchoStatus } from './EchoStatus';
import { useFeedContext } from './feed-context';
import { Reactions } from './Reactions';
import { isSearchFeed } from './search-match';

interface Props {
  message: StoredMessage;
  /** First of a run by this sender: avatar and name. */
  showSender: boolean;
  target: boolean;
  /** The hotkeys' cursor is on it. */
  selected?: boolean;
}

/**
 * `article` named by its sender and time: one message, as Zulip lays it out. Drawn again only
 * when its props or what it reads change: a row measured above moves every row below it, and
 * each moved row drew its message again (the task after a channel's first paint: 21 ms, then
 * 12 without it).
 */
export const MessageView = memo(function MessageView({
  message: m,
  showSender,
  target,
  selected,
}: Props) {
  const sender = useStoreValue((s) => s.users[m.sender_id]?.full_name ?? m.sender_full_name);
  const self = useStoreValue((s) => s.current_user_id);
  const twentyFour = useStoreValue((s) => s.userSettings.twenty_four_hour_time === true);
  const channelName = useStoreValue((s) =>
    m.type === 'stream' ? s.channels[m.stream_id]?.name : undefined,
  );
  const toolbar = useToolbarTriggers(m.id);
  const readHere = useReadHere(m.id);
  // Search results link to their conversation, opened at the message.
  const feed = useFeedContext();
  const inSearch = feed !== null && !isConversationView(feed.narrow) && isSearchFeed(feed.narrow);
  const time = formatTime(m.timestamp, twentyFour);
  const edited = editState(m);
  const classes = [
    'message',
    showSender && 'message-first',
    !m.flags.includes('read') && m.id > 0 && 'unread',
    mentionsMe(m) && 'mentioned',
    target && 'message-target',
    selected && 'message-selected',
    m.local && `message-${m.local.status}`,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <article
      {...toolbar.handlers}
      className={classes}
      aria-label={`${sender}, ${time}`}
      data-message-id={m.id}
      // A tap or click focuses the message: its actions show (on touch screens too) and the
      // per-message keys act on it.
      tabIndex={-1}
    >
      <div className="message-gutter">
        {showSender && (
          // The sender's name is the keyboard's way to the card; the picture, the pointer's.
          // biome-ignore lint/a11y/noStaticElementInteractions: a second target for the name's button
          // biome-ignore lint/a11y/useKeyWithClickEvents: the name's button takes the keys
          <div
            className="message-avatar"
            onClick={(e) => openUserCard(m.sender_id, e.currentTarget)}
          >
            <Avatar user_id={m.sender_id} url={m.avatar_url} size={36} />
          </div>
        )}
      </div>
      <div className="message-body">
        {showSender && (
          <div className="message-sender">
            <button
              type="button"
              className="sender-name"
              aria-haspopup="dialog"
              onClick={(e) => openUserCard(m.sender_id, e.currentTarget)}
            >
              {sender}
            </button>
            {m.sender_id === self && <span className="sender-you">(you)</span>}
          </div>
        )}
        <MessageBody message={m} />
        {m.local && <EchoStatus local={m.local} />}
        <Reactions message={m} />
        {inSearch && m.id > 0 && (
          <a className="message-goto" href={messageHash(m, channelName, self)}>
            Go to conversation
          </a>
        )}
      </div>
      {/* Beside the time: EDITED or MOVED, and the star of a starred message (always shown). The
          toolbar floats to the left of all three, so it never covers what they open. */}
      <div className="message-meta">
        {edited && <EditMarker message={m} edited={edited} />}
        {m.id > 0 && m.flags.includes('starred') && <StarButton message={m} />}
        {m.id > 0 ? (
          <a
            className="message-time"
            href={messageHash(m, channelName, self)}
            title={formatFullTime(m.timestamp, twentyFour)}
          >
            {time}
          </a>
        ) : (
          <span className="message-time">{time}</span>
        )}
        {toolbar.shown && <MessageToolbar message={m} />}
      </div>
      {readHere && <p className="message-read">Read</p>}
    </article>
  );
});
