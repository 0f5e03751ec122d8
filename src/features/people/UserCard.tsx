import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { narrowToHash } from '../../model/narrow-url';
import { lastActive, presenceLine } from '../../model/presence';
import { localTime, roleLabel, visibleEmail } from '../../model/user-card';
import { Avatar } from '../common/Avatar';
import { useApp, useStoreValue } from '../common/app-context';
import { PresenceDot, UserStatusLabel, usePresence } from '../common/presence';
import { closeUserCard, type OpenCard } from '../common/user-card-state';
import { openCompose } from '../compose';
import { ProfileFields } from './ProfileFields';
import '../common/dialog.css';
import './user-card.css';

const WIDTH = 320;
const GAP = 8;

/**
 * Beside what it opened from when there is room (wide screens), its top level with it but kept
 * on screen; else centred by its CSS.
 */
function place(card: HTMLElement, anchor: HTMLElement | null) {
  if (!anchor?.isConnected || window.innerWidth < 600) return;
  const r = anchor.getBoundingClientRect();
  const right = r.right + GAP + WIDTH <= window.innerWidth - GAP;
  const left = right ? r.right + GAP : Math.max(GAP, r.left - GAP - WIDTH);
  const top = Math.max(GAP, Math.min(r.top, window.innerHeight - card.offsetHeight - GAP));
  Object.assign(card.style, { left: `${left}px`, top: `${top}px`, transform: 'none' });
}

/** `dialog` named after the person: who they are, their fields, and ways to reach them. */
export function UserCard({ card }: { card: OpenCard }) {
  const app = useApp();
  const user = useStoreValue((s) => s.users[card.user_id]);
  const self = useStoreValue((s) => s.current_user_id);
  const twentyFour = useStoreValue((s) => s.userSettings.twenty_four_hour_time === true);
  const presence = usePresence(card.user_id);
  const last = useStoreValue((s) => lastActive(s.presence.byUser[card.user_id]));
  const serverNow = useStoreValue((s) => s.presence.server_timestamp);
  // Leaving for a view (or compose), the focus goes there, not back to the opener. A ref: the
  // card closes in the same render that leaves, and its last props would still say it stays.
  const leaving = useRef(false);
  if (!user) return null;
  const time = localTime(user.timezone, new Date(), twentyFour);
  const name = user.full_name;
  const dmHash = narrowToHash([{ operator: 'dm', operand: [user.user_id] }], {
    userName: () => name,
  });
  const sentHash = narrowToHash([{ operator: 'sender', operand: user.user_id }], {
    userName: () => name,
  });
  const go = (hash: string) => {
    leaving.current = true;
    closeUserCard();
    app.navigate(hash);
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && closeUserCard()}>
      <Dialog.Portal>
        <Dialog.Overlay className="user-card-overlay" />
        <Dialog.Content
          className="dialog user-card"
          ref={(el) => {
            if (el) place(el, card.anchor);
          }}
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            if (leaving.current) e.preventDefault();
            else if (card.anchor?.isConnected) {
              e.preventDefault();
              card.anchor.focus({ preventScroll: true });
            }
          }}
        >
          <div className="user-card-head">
            <Avatar user_id={user.user_id} size={64} />
            <div className="user-card-who">
              <Dialog.Title className="user-card-name">
                {name}
                {user.user_id === self && <span className="sender-you"> (you)</span>}
              </Dialog.Title>
              {!user.is_bot && (
                <p className="user-card-presence">
                  <PresenceDot user_id={user.user_id} name={name} />
                  {presenceLine(presence, last, serverNow || Date.now() / 1000)}
                </p>
              )}
              <UserStatusLabel user_id={user.user_id} />
              <p className="user-card-role">
                {user.is_active ? roleLabel(user) : `${roleLabel(user)} · deactivated`}
              </p>
              <p className="user-card-email">{visibleEmail(user)}</p>
              {time && <p className="user-card-time">{time} local time</p>}
            </div>
          </div>
          <ProfileFields user={user} />
          <div className="user-card-actions">
            {user.is_active && (
              <button
                type="button"
                className="primary"
                onClick={() => {
                  go(dmHash);
                  openCompose({ type: 'private', to: [user.user_id] }, { focus: 'content' });
                }}
              >
                Send direct message
              </button>
            )}
            <button type="button" onClick={() => go(sentHash)}>
              View messages sent
            </button>
            {user.user_id === self && (
              <button type="button" onClick={() => go('#settings/profile')}>
                Edit your profile
              </button>
            )}
          </div>
          <Dialog.Close className="quiet user-card-close" aria-label="Close">
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
