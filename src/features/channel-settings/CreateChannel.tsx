/**
 * `#channels/new`: a channel with its settings and first subscribers (POST
 * /users/me/subscriptions with a new name). Then its page opens.
 */
import { type FormEvent, useId, useState } from 'react';
import { getStreamId, subscribe } from '../../api/endpoints/channels';
import {
  type ChannelPrivacy,
  createChannelVerdict,
  isRealmAdmin,
} from '../../model/channel-permissions';
import type { PrincipalMatch } from '../../model/principals';
import { useApp, useStoreValue } from '../common/app-context';
import { CheckboxSetting, PrincipalPicker, SaveStatus, Setting, useSave } from '../overlay';
import { channelHash } from './path';
import { PRIVACY_CHOICES, type Privacy, privacyParams } from './privacy';

const kindOf = (p: Privacy): ChannelPrivacy =>
  p === 'web-public' ? 'web-public' : p === 'public' ? 'public' : 'private';

export function CreateChannel() {
  const app = useApp();
  const id = useId();
  const self = useStoreValue((s) => s.current_user_id);
  const users = useStoreValue((s) => s.users);
  const maxName = useStoreValue((s) => s.server.max_stream_name_length);
  const channels = useStoreValue((s) => s.channels);
  const admin = useStoreValue((s) => isRealmAdmin(s));
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [privacy, setPrivacy] = useState<Privacy>('public');
  const [isDefault, setDefault] = useState(false);
  const [members, setMembers] = useState<number[]>([self]);
  const save = useSave();
  const reasons = useStoreValue((s) =>
    PRIVACY_CHOICES.map(([p]) => {
      const v = createChannelVerdict(s, kindOf(p));
      return v.allowed ? '' : v.reason;
    }).join('\n'),
  ).split('\n');
  const trimmed = name.trim();
  const nameProblem =
    trimmed === ''
      ? 'A channel needs a name.'
      : [...trimmed].length > maxName
        ? `Use at most ${maxName} characters.`
        : Object.values(channels).some((c) => c.name.toLowerCase() === trimmed.toLowerCase())
          ? 'A channel with this name already exists.'
          : null;
  const privacyReason = reasons[PRIVACY_CHOICES.findIndex(([p]) => p === privacy)] || null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (nameProblem || privacyReason) return;
    void save.run(async () => {
      const { is_private, is_web_public, history_public_to_subscribers } = privacyParams(privacy);
      await subscribe(app.conn, {
        subscriptions: [{ name: trimmed, description }],
        principals: members,
        invite_only: is_private,
        is_web_public,
        history_public_to_subscribers,
        is_default_stream: isDefault && !is_private,
      });
      const { stream_id } = await getStreamId(app.conn, trimmed);
      app.navigate(channelHash(stream_id, trimmed), { replace: true });
    });
  };
  return (
    <form className="create-form" onSubmit={submit} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Create a channel</h2>
      <Setting label="Channel name">
        {(ids) => (
          <input
            type="text"
            id={ids.id}
            aria-invalid={name !== '' && nameProblem !== null}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </Setting>
      {name !== '' && nameProblem && <p className="field-error">{nameProblem}</p>}
      <Setting label="Description" hint="Markdown, on one line.">
        {(ids) => (
          <input
            type="text"
            id={ids.id}
            aria-describedby={ids.describedBy}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        )}
      </Setting>
      <fieldset className="privacy-choices">
        <legend>Who can access the channel</legend>
        {PRIVACY_CHOICES.map(([value, label, hint], i) => (
          <div key={value} className="privacy-choice">
            <label>
              <input
                type="radio"
                name={`${id}-privacy`}
                checked={privacy === value}
                disabled={reasons[i] !== ''}
                onChange={() => setPrivacy(value)}
              />
              {label}
            </label>
            <span className="setting-hint">{hint}</span>
            {reasons[i] && <span className="setting-reason">{reasons[i]}</span>}
          </div>
        ))}
      </fieldset>
      <CheckboxSetting
        label="Default channel for new users"
        verdict={
          !admin
            ? {
                allowed: false,
                reason: 'Only organization administrators can choose default channels.',
              }
            : privacy.startsWith('private')
              ? { allowed: false, reason: 'A private channel cannot be a default channel.' }
              : undefined
        }
        checked={isDefault && !privacy.startsWith('private')}
        onChange={setDefault}
      />
      <div className="setting">
        <span className="setting-label" id={`${id}-subs`}>
          First subscribers
        </span>
        <ul className="pills" aria-labelledby={`${id}-subs`}>
          {members.map((m) => (
            <li key={m} className="pill">
              {users[m]?.full_name ?? m}
              <button
                type="button"
                className="quiet pill-remove"
                aria-label={`Remove ${users[m]?.full_name ?? m}`}
                onClick={() => setMembers((list) => list.filter((x) => x !== m))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <PrincipalPicker
          label="Add first subscribers"
          placeholder="Add people"
          kinds={['user']}
          exclude={(p) => members.includes(p.id)}
          onPick={(p: PrincipalMatch) => setMembers((list) => [...list, p.id])}
        />
      </div>
      <div className="save-bar">
        <button
          type="submit"
          className="primary"
          disabled={
            nameProblem !== null || privacyReason !== null || save.state.status === 'saving'
          }
        >
          Create channel
        </button>
        <SaveStatus state={save.state} />
      </div>
    </form>
  );
}
