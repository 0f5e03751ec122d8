/** The defaults notifications follow; a channel's own settings may override them. */
import { updateSettings } from '../../api/endpoints/settings';
import { useApp, useStoreValue } from '../common/app-context';
import { SaveStatus, useLiveSetting } from '../overlay';

const COLUMNS = ['Desktop', 'Audible', 'Mobile', 'Email', '@all mentions'] as const;

/** Each row's settings, in the order of COLUMNS (null: not a setting for that row). */
const ROWS: readonly (readonly [string, readonly (string | null)[]])[] = [
  [
    'Channels',
    [
      'enable_stream_desktop_notifications',
      'enable_stream_audible_notifications',
      'enable_stream_push_notifications',
      'enable_stream_email_notifications',
      'wildcard_mentions_notify',
    ],
  ],
  [
    'Followed topics',
    [
      'enable_followed_topic_desktop_notifications',
      'enable_followed_topic_audible_notifications',
      'enable_followed_topic_push_notifications',
      'enable_followed_topic_email_notifications',
      'enable_followed_topic_wildcard_mentions_notify',
    ],
  ],
  [
    'Direct messages, mentions and alerts',
    [
      'enable_desktop_notifications',
      'enable_sounds',
      'enable_offline_push_notifications',
      'enable_offline_email_notifications',
      null,
    ],
  ],
];

function Cell({ setting, label }: { setting: string; label: string }) {
  const app = useApp();
  const current = useStoreValue((s) => s.userSettings[setting] === true);
  const live = useLiveSetting(current, (v) => updateSettings(app.conn, { [setting]: v }));
  return (
    <td>
      <input
        type="checkbox"
        aria-label={label}
        checked={live.value}
        onChange={(e) => live.change(e.target.checked)}
      />
      {live.state.status === 'error' && <SaveStatus state={live.state} />}
    </td>
  );
}

export function NotificationSettings() {
  return (
    <section className="settings-section" aria-label="Notification defaults">
      <p className="setting-hint">
        Channels follow these unless a channel’s own notification settings say otherwise.
      </p>
      <table className="notification-table">
        <thead>
          <tr>
            <th scope="col">Notify me of</th>
            {COLUMNS.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([row, settings]) => (
            <tr key={row}>
              <th scope="row">{row}</th>
              {settings.map((setting, i) =>
                setting ? (
                  <Cell key={setting} setting={setting} label={`${row}: ${COLUMNS[i]}`} />
                ) : (
                  <td key={COLUMNS[i]} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
