/** Full name and avatar. */
import { useId, useRef, useState } from 'react';
import { updateSettings } from '../../api/endpoints/settings';
import { deleteAvatar, uploadAvatar } from '../../api/endpoints/users';
import { ALLOWED, isRealmAdmin, type Verdict } from '../../model/channel-permissions';
import type { ParleyState } from '../../store/state';
import { Avatar } from '../common/Avatar';
import { useApp, useStoreValue } from '../common/app-context';
import { SaveBar, SaveStatus, Setting, useEditedField, useSave, useVerdict } from '../overlay';

const MAX_NAME = 100;

const changeVerdict = (state: ParleyState, setting: string, what: string): Verdict =>
  state.realm[setting] === true && !isRealmAdmin(state)
    ? { allowed: false, reason: `This organization does not let members change their ${what}.` }
    : ALLOWED;

export function ProfileSettings() {
  const app = useApp();
  const me = useStoreValue((s) => s.users[s.current_user_id]);
  const nameVerdict = useVerdict((s) => changeVerdict(s, 'name_changes_disabled', 'name'));
  const avatarVerdict = useVerdict((s) => changeVerdict(s, 'avatar_changes_disabled', 'avatar'));
  const name = useEditedField(me?.full_name ?? '');
  const save = useSave();
  const tooLong = [...name.value.trim()].length > MAX_NAME;
  const empty = name.value.trim() === '';
  if (!me) return null;
  return (
    <>
      <section className="settings-section" aria-labelledby="profile-name">
        <h3 id="profile-name">Name</h3>
        <Setting label="Full name" verdict={nameVerdict} hint={`At most ${MAX_NAME} characters.`}>
          {(ids) => (
            <input
              type="text"
              id={ids.id}
              aria-describedby={ids.describedBy}
              aria-invalid={tooLong || empty}
              disabled={ids.disabled}
              value={name.value}
              onChange={(e) => name.set(e.target.value)}
            />
          )}
        </Setting>
        {(tooLong || (empty && name.dirty)) && (
          <p className="field-error">
            {empty ? 'Enter a name.' : `Use at most ${MAX_NAME} characters.`}
          </p>
        )}
        <SaveBar
          dirty={name.dirty && !tooLong && !empty}
          state={save.state}
          onDiscard={name.reset}
          onSave={() =>
            void save.run(() => updateSettings(app.conn, { full_name: name.value.trim() }), {
              onDone: name.commit,
            })
          }
        />
        <p className="setting-hint">Email: {me.delivery_email ?? me.email}</p>
      </section>
      <AvatarSetting user_id={me.user_id} verdict={avatarVerdict} />
    </>
  );
}

function AvatarSetting({ user_id, verdict }: { user_id: number; verdict: Verdict }) {
  const app = useApp();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const save = useSave();
  const [error, setError] = useState<string | null>(null);
  const upload = (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setError('Choose an image file (PNG, JPEG, GIF or WebP).');
      return;
    }
    void save.run(() => uploadAvatar(app.conn, file, file.name));
  };
  return (
    <section className="settings-section" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>Avatar</h3>
      <div className="avatar-setting">
        <Avatar user_id={user_id} size={96} />
        <div className="avatar-actions">
          <button
            type="button"
            disabled={!verdict.allowed || save.state.status === 'saving'}
            onClick={() => input.current?.click()}
          >
            Upload new avatar
          </button>
          <input
            ref={input}
            type="file"
            aria-label="Avatar image"
            accept="image/png,image/jpeg,image/gif,image/webp"
            hidden
            disabled={!verdict.allowed}
            onChange={(e) => {
              upload(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <button
            type="button"
            disabled={!verdict.allowed}
            onClick={() => void save.run(() => deleteAvatar(app.conn))}
          >
            Delete avatar
          </button>
          {!verdict.allowed && <p className="setting-reason">{verdict.reason}</p>}
          {error && (
            <p role="alert" className="field-error">
              {error}
            </p>
          )}
          <SaveStatus state={save.state} />
        </div>
      </div>
    </section>
  );
}
