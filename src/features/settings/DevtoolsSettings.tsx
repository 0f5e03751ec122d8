/** Personal settings › Preferences: the event inspector, a preference of this browser. */

import { RECORDER_CAPACITY_TEXT, setDevtoolsPreference, useDevtoolsPreference } from '../devtools';
import { CheckboxSetting } from '../overlay';

export function DevtoolsSettings() {
  const inMenu = useDevtoolsPreference('inMenu');
  const record = useDevtoolsPreference('recordWhileClosed');
  return (
    <section className="settings-section" aria-label="Developer tools">
      <h3>Developer tools</h3>
      <CheckboxSetting
        label="Show the event inspector in the personal menu"
        hint="It lists the events this tab receives and the requests it makes. Development servers always offer it."
        checked={inMenu}
        onChange={(on) => setDevtoolsPreference('inMenu', on)}
      />
      <CheckboxSetting
        label="Record events while the inspector is closed"
        hint={`Keeps the newest ${RECORDER_CAPACITY_TEXT} in this tab, so the inspector opens with what happened before.`}
        checked={record}
        onChange={(on) => setDevtoolsPreference('recordWhileClosed', on)}
      />
    </section>
  );
}
