/** How Parley looks and behaves for this user. */

import { useApp, useStoreValue } from '../common/app-context';
import { setCopyEnabled, useCopyEnabled } from '../common/local-copy';
import { setHotkeysEnabled, useHotkeysEnabled } from '../hotkeys';
import { CheckboxSetting, Setting } from '../overlay';
import { DevtoolsSettings } from './DevtoolsSettings';
import { type Density, setDensity, useDensity } from './density';
import { UserCheckbox, UserSelect } from './LiveUserSetting';

/** `color_scheme`: 1 automatic, 2 dark, 3 light (src/app/theme.ts applies it). */
const THEMES = [
  [1, 'Automatic (follow the system)'],
  [3, 'Light'],
  [2, 'Dark'],
] as const;

const TIME_FORMATS = [
  [false, '12-hour clock (5:00 PM)'],
  [true, '24-hour clock (17:00)'],
] as const;

const HOME_VIEWS = [
  ['inbox', 'Inbox'],
  ['recent_topics', 'Recent conversations'],
  ['all_messages', 'Combined feed'],
] as const;

/** Density is this browser's preference (density.ts), so it has no save status. */
function DensitySetting() {
  const density = useDensity();
  return (
    <div className="live-setting">
      <Setting label="Density" hint="Compact fits more messages on the screen.">
        {(ids) => (
          <select
            id={ids.id}
            aria-describedby={ids.describedBy}
            value={density}
            onChange={(e) => setDensity(e.target.value as Density)}
          >
            <option value="normal">Normal</option>
            <option value="compact">Compact</option>
          </select>
        )}
      </Setting>
    </div>
  );
}

/** The hotkeys are this browser's preference too (hotkeys/preference.ts). */
function HotkeysSetting() {
  const enabled = useHotkeysEnabled();
  return (
    <div className="live-setting">
      <CheckboxSetting
        label="Enable keyboard shortcuts"
        hint="Single keys such as j, k, n and r; press ? to list them all."
        checked={enabled}
        onChange={setHotkeysEnabled}
      />
    </div>
  );
}

/** The local copy is this browser's too (common/local-copy.ts): off deletes it at once. */
function LocalCopySetting() {
  const enabled = useCopyEnabled();
  const { conn } = useApp();
  const userId = useStoreValue((s) => s.current_user_id);
  return (
    <div className="live-setting">
      <CheckboxSetting
        label="Keep a copy on this device for a fast start"
        hint="Parley opens at once with your last view, then catches up. Turning this off deletes the copy."
        checked={enabled}
        onChange={(on) => void setCopyEnabled(on, { realm: conn.realm, userId })}
      />
    </div>
  );
}

export function PreferenceSettings() {
  return (
    <>
      <section className="settings-section" aria-label="Appearance">
        <h3>Appearance</h3>
        <UserSelect setting="color_scheme" label="Theme" options={THEMES} />
        <DensitySetting />
        <UserSelect setting="twenty_four_hour_time" label="Time format" options={TIME_FORMATS} />
        <UserSelect setting="web_home_view" label="Home view" options={HOME_VIEWS} />
      </section>
      <section className="settings-section" aria-label="Composing">
        <h3>Composing</h3>
        <UserCheckbox
          setting="enter_sends"
          label="Press Enter to send"
          hint="Otherwise Enter adds a new line and Ctrl+Enter sends."
        />
        <UserCheckbox
          setting="enable_drafts_synchronization"
          label="Synchronize drafts between my devices"
          hint="Turned off, drafts stay in each browser, and those kept on the server are deleted."
        />
      </section>
      <section className="settings-section" aria-label="Keyboard">
        <h3>Keyboard</h3>
        <HotkeysSetting />
      </section>
      <section className="settings-section" aria-label="This device">
        <h3>This device</h3>
        <LocalCopySetting />
      </section>
      <DevtoolsSettings />
    </>
  );
}
