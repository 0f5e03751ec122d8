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
import { problemWithName } from '../../model/name-problems';
import { useApp, useStoreValue } from '../common/app-context';
import {
  CheckboxSetting,
  CreateForm,
  PeopleField,
  TextSetting,
  useSave,
  useTextField,
} from '../overlay';
import { channelHash } from './path';
import { PRIVACY_CHOICES, type Privacy, privacyParams } from './privacy';

const kindOf = (p: Privacy): ChannelPrivacy =>
  p === 'web-public' ? 'web-public' : p === 'public' ? 'public' : 'private';

export function CreateChannel() {
  const app = useApp();
  const id = useId();
  const self = useStoreValue((s) => s.current_user_id);
  const maxName = useStoreValue((s) => s.server.max_stream_name_length);
  const channels = useStoreValue((s) => s.channels);
  const admin = useStoreValue((s) => isRealmAdmin(s));
  const name = useTextField();
  const description = useTextField();
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
  const trimmed = name.value.trim();
  const nameProblem = problemWithName(name.value, 'A channel', {
    max: maxName,
    taken: Object.values(channels).map((c) => c.name),
  });
  const privacyReason = reasons[PRIVACY_CHOICES.findIndex(([p]) => p === privacy)] || null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (nameProblem || privacyReason) return;
    void save.run(async () => {
      const { is_private, is_web_public, history_public_to_subscribers } = privacyParams(privacy);
      await subscribe(app.conn, {
        subscriptions: [{ name: trimmed, description: description.value }],
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
    <CreateForm
      heading="Create a channel"
      createLabel="Create channel"
      ready={nameProblem === null && privacyReason === null}
      state={save.state}
      onSubmit={submit}
    >
      <TextSetting label="Channel name" field={name} problem={nameProblem} />
      <TextSetting label="Description" hint="Markdown, on one line." field={description} />
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
      <PeopleField
        label="First subscribers"
        pickerLabel="Add first subscribers"
        user_ids={members}
        onChange={setMembers}
      />
    </CreateForm>
  );
}
