/** Who can see a channel, whether new users join it, and how long its messages are kept. */
import { useId } from 'react';
import { updateStream } from '../../api/endpoints/channels';
import {
  channelPrivacyVerdict,
  defaultChannelVerdict,
  retentionVerdict,
  webPublicVerdict,
} from '../../model/channel-permissions';
import { useApp, useStoreValue } from '../common/app-context';
import { CheckboxSetting, SaveBar, useEditedField, useSave, useVerdict } from '../overlay';
import {
  PRIVACY_CHOICES,
  type Privacy,
  privacyOf,
  privacyParams,
  type Retention,
  realmRetentionText,
  retentionOf,
  retentionParam,
  sameRetention,
} from './privacy';
import { RetentionSetting } from './RetentionSetting';

export function ChannelPrivacySection({ stream_id }: { stream_id: number }) {
  const app = useApp();
  const id = useId();
  const privacy = useEditedField(useStoreValue((s) => privacyOf(s.channels[stream_id]!)));
  const isDefault = useEditedField(useStoreValue((s) => s.defaultChannels.includes(stream_id)));
  const retention = useEditedField<Retention>(
    retentionOf(useStoreValue((s) => s.channels[stream_id]?.message_retention_days ?? null)),
    sameRetention,
  );
  const verdict = useVerdict((s) => channelPrivacyVerdict(s, stream_id));
  const webPublic = useVerdict((s) => webPublicVerdict(s));
  const defaultVerdict = useVerdict((s) => defaultChannelVerdict(s, stream_id));
  const retentionAllowed = useVerdict((s) => retentionVerdict(s));
  const realmRetention = useStoreValue((s) => realmRetentionText(s.realm.message_retention_days));
  const save = useSave();
  const makingDefaultPrivate = isDefault.value && privacy.value.startsWith('private');
  const dirty = privacy.dirty || isDefault.dirty || retention.dirty;
  const onSave = () =>
    void save.run(
      () =>
        updateStream(app.conn, stream_id, {
          ...(privacy.dirty ? privacyParams(privacy.value) : {}),
          ...(isDefault.dirty ? { is_default_stream: isDefault.value } : {}),
          ...(retention.dirty ? { message_retention_days: retentionParam(retention.value) } : {}),
        }),
      {
        onDone: () => {
          privacy.commit();
          isDefault.commit();
          retention.commit();
        },
      },
    );
  const reasonFor = (p: Privacy) =>
    !verdict.allowed
      ? undefined
      : p === 'web-public' && !webPublic.allowed
        ? webPublic.reason
        : undefined;
  return (
    <section className="settings-section" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>Privacy</h3>
      <fieldset
        className="privacy-choices"
        aria-describedby={verdict.allowed ? undefined : `${id}-why`}
      >
        <legend>Who can access this channel</legend>
        {PRIVACY_CHOICES.map(([value, label, hint]) => {
          const why = reasonFor(value);
          const disabled = !verdict.allowed || (why !== undefined && privacy.base !== value);
          return (
            <div key={value} className="privacy-choice">
              <label>
                <input
                  type="radio"
                  name={`${id}-privacy`}
                  value={value}
                  checked={privacy.value === value}
                  disabled={disabled}
                  onChange={() => privacy.set(value)}
                />
                {label}
              </label>
              <span className="setting-hint">{hint}</span>
              {why && <span className="setting-reason">{why}</span>}
            </div>
          );
        })}
        {!verdict.allowed && (
          <p id={`${id}-why`} className="setting-reason">
            {verdict.reason}
          </p>
        )}
      </fieldset>
      <CheckboxSetting
        label="Default channel for new users"
        hint="New members of the organization are subscribed to it."
        verdict={defaultVerdict}
        checked={isDefault.value}
        onChange={isDefault.set}
      />
      {makingDefaultPrivate && (
        <p className="field-error">A default channel cannot be private: choose one or the other.</p>
      )}
      <RetentionSetting
        value={retention.value}
        onChange={retention.set}
        verdict={retentionAllowed}
        realmDefault={realmRetention}
      />
      <SaveBar
        dirty={dirty && !makingDefaultPrivate}
        state={save.state}
        onSave={onSave}
        onDiscard={() => {
          privacy.reset();
          isDefault.reset();
          retention.reset();
        }}
      />
    </section>
  );
}
