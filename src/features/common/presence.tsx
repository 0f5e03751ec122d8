/**
 * Presence and status as every screen shows them: a dot (green active, orange idle, a grey
 * ring offline) named "Othello, active" where it stands for the person, and a status (emoji
 * and text) beside a name.
 */
import type { UserStatus } from '../../api/types/presence';
import { type PresenceStatus, shownStatus, userPresence, withPresence } from '../../model/presence';
import { emojiCharacter } from '../../model/reactions';
import { useStoreValue } from './app-context';
import './presence.css';

/** A user's active/idle/offline, re-rendering only when it changes. */
export const usePresence = (user_id: number): PresenceStatus =>
  useStoreValue((s) => userPresence(s, user_id));

/** The dot; with `name` it is an image named "Othello, active", else decoration. */
export function PresenceDot({ user_id, name }: { user_id: number; name?: string }) {
  const status = usePresence(user_id);
  return name === undefined ? (
    <span className={`presence-dot ${status}`} aria-hidden />
  ) : (
    <span className={`presence-dot ${status}`} role="img" aria-label={withPresence(name, status)} />
  );
}

/** The emoji of a status: a Unicode character, or the organization's image. */
function StatusEmoji({ status }: { status: UserStatus }) {
  const custom = useStoreValue((s) =>
    status.reaction_type === 'realm_emoji'
      ? s.realmEmoji[status.emoji_code ?? '']?.source_url
      : undefined,
  );
  if (!status.emoji_name) return null;
  if (custom) return <img className="status-emoji" src={custom} alt={`:${status.emoji_name}:`} />;
  const char =
    status.reaction_type === 'unicode_emoji' ? emojiCharacter(status.emoji_code ?? '') : undefined;
  if (!char) return <span className="status-emoji">:{status.emoji_name}:</span>;
  return (
    <span className="status-emoji" role="img" aria-label={status.emoji_name.replaceAll('_', ' ')}>
      {char}
    </span>
  );
}

/** The user's status beside their name, or nothing. */
export function UserStatusLabel({ user_id, id }: { user_id: number; id?: string }) {
  const status = shownStatus(useStoreValue((s) => s.userStatus[user_id]));
  if (!status) return null;
  return (
    <span className="user-status" id={id} title={status.status_text}>
      <StatusEmoji status={status} />
      {status.status_text && <span className="user-status-text">{status.status_text}</span>}
    </span>
  );
}
