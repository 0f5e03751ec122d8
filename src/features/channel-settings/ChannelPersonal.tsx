/** The Personal tab: this user's colour, muting, pinning and notifications for the channel. */
import { useId } from 'react';
import { SUBSCRIPTION_COLORS } from '../../api/constants';
import {
  type SubscriptionPropertyChange,
  updateSubscriptionProperties,
} from '../../api/endpoints/channels';
import { useApp, useStoreValue } from '../common/app-context';
import { CheckboxSetting, SaveStatus, useLiveSetting } from '../overlay';

type Property = SubscriptionPropertyChange['property'];

/** Each channel notification setting and the personal default "inherit" follows. */
const NOTIFICATIONS: readonly [Property, string, string][] = [
  ['desktop_notifications', 'Desktop notifications', 'enable_stream_desktop_notifications'],
  ['audible_notifications', 'Audible desktop notifications', 'enable_stream_audible_notifications'],
  ['push_notifications', 'Mobile notifications', 'enable_stream_push_notifications'],
  ['email_notifications', 'Email notifications', 'enable_stream_email_notifications'],
  ['wildcard_mentions_notify', 'Notify for @all mentions', 'wildcard_mentions_notify'],
];

function useProperty<T>(
  stream_id: number,
  property: Property,
  select: (sub: Record<string, unknown> | undefined) => T,
) {
  const app = useApp();
  const current = useStoreValue((s) =>
    select(s.subscriptions[stream_id] as Record<string, unknown> | undefined),
  );
  return useLiveSetting(current, (value) =>
    updateSubscriptionProperties(app.conn, [
      { stream_id, property, value: value as SubscriptionPropertyChange['value'] },
    ]),
  );
}

export function ChannelPersonal({ stream_id }: { stream_id: number }) {
  const color = useProperty(stream_id, 'color', (s) => String(s?.color ?? '#c2c2c2'));
  const muted = useProperty(stream_id, 'is_muted', (s) => s?.is_muted === true);
  const pinned = useProperty(stream_id, 'pin_to_top', (s) => s?.pin_to_top === true);
  const id = useId();
  return (
    <>
      <section className="settings-section" aria-labelledby={`${id}-h`}>
        <h3 id={`${id}-h`}>Display</h3>
        <div className="setting">
          <label htmlFor={`${id}-color`}>Channel colour</label>
          <div className="color-row">
            <input
              id={`${id}-color`}
              type="color"
              value={color.value}
              onChange={(e) => color.change(e.target.value)}
            />
            <fieldset className="swatch-row">
              <legend className="visually-hidden">Suggested colours</legend>
              {SUBSCRIPTION_COLORS.slice(0, 10).map((c) => (
                <button
                  key={c}
                  type="button"
                  className="swatch-button"
                  style={{ backgroundColor: c }}
                  aria-label={`Colour ${c}`}
                  aria-pressed={c === color.value}
                  onClick={() => color.change(c)}
                />
              ))}
            </fieldset>
            <SaveStatus state={color.state} />
          </div>
        </div>
        <CheckboxSetting
          label="Mute channel"
          hint="Its messages stay out of the combined feed and unread counts."
          checked={muted.value}
          onChange={muted.change}
        />
        <SaveStatus state={muted.state} />
        <CheckboxSetting
          label="Pin channel to top"
          checked={pinned.value}
          onChange={pinned.change}
        />
        <SaveStatus state={pinned.state} />
      </section>
      <section className="settings-section" aria-labelledby={`${id}-n`}>
        <h3 id={`${id}-n`}>Notifications</h3>
        {NOTIFICATIONS.map(([property, label, global]) => (
          <NotificationSetting
            key={property}
            stream_id={stream_id}
            property={property}
            label={label}
            global={global}
          />
        ))}
      </section>
    </>
  );
}

const CHOICES = [
  ['inherit', null],
  ['on', true],
  ['off', false],
] as const;

function NotificationSetting({
  stream_id,
  property,
  label,
  global,
}: {
  stream_id: number;
  property: Property;
  label: string;
  global: string;
}) {
  const id = useId();
  const setting = useProperty(
    stream_id,
    property,
    (s) => (s?.[property] ?? null) as boolean | null,
  );
  const inherited = useStoreValue((s) => s.userSettings[global] === true);
  return (
    <fieldset className="radio-row notification-setting">
      <legend>{label}</legend>
      {CHOICES.map(([key, value]) => (
        <label key={key}>
          <input
            type="radio"
            name={`${id}-${property}`}
            checked={setting.value === value}
            onChange={() => setting.change(value)}
          />
          {key === 'inherit'
            ? `Default (${inherited ? 'on' : 'off'})`
            : key === 'on'
              ? 'On'
              : 'Off'}
        </label>
      ))}
      <SaveStatus state={setting.state} />
    </fieldset>
  );
}
