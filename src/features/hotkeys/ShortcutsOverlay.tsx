/**
 * `#keyboard-shortcuts` (`?`): every hotkey, grouped, read from the same table that dispatches
 * them. Esc, Close and Back close it; the focus goes back where it was.
 */
import { useLayoutEffect } from 'react';
import { takeTyping } from '../common/type-ahead';
import { OverlayContent, OverlayFrame, type OverlayScreenProps } from '../overlay';
import { hotkeyGroups } from './keymap';
import { useHotkeysEnabled } from './preference';
import './shortcuts.css';

type Group = ReturnType<typeof hotkeyGroups>[number];

const slug = (group: string) => `shortcuts-${group.toLowerCase().replace(/\W+/g, '-')}`;

const showGroup = ({ group, rows }: Group) => (
  <section key={group} aria-labelledby={slug(group)} className="shortcut-group">
    <h2 id={slug(group)}>{group}</h2>
    <table>
      <thead>
        <tr>
          <th scope="col">Keys</th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.description}>
            <td>
              {r.keys.map((k, j) => (
                <span key={k}>
                  {j > 0 && <span className="shortcut-or"> or </span>}
                  <kbd>{k}</kbd>
                </span>
              ))}
            </td>
            <td>{r.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </section>
);

export default function ShortcutsOverlay({ onClose }: OverlayScreenProps) {
  const enabled = useHotkeysEnabled();
  const groups = hotkeyGroups();
  // Keys typed while this loaded were held from the hotkeys (run.ts); the list has no use for them.
  useLayoutEffect(() => void takeTyping(), []);
  return (
    <OverlayFrame title="Keyboard shortcuts" onClose={onClose} className="shortcuts-overlay">
      <OverlayContent label="Keyboard shortcuts" className="shortcuts">
        {!enabled && (
          <p className="shortcuts-off">
            Keyboard shortcuts are turned off. Turn them on in Personal settings, Preferences.
          </p>
        )}
        {/* Navigation in one column, the rest in the other (one below the other when narrow). */}
        <div>{groups.slice(0, 1).map(showGroup)}</div>
        <div>{groups.slice(1).map(showGroup)}</div>
      </OverlayContent>
    </OverlayFrame>
  );
}
