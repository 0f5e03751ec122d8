/**
 * Theme and density from the menus: the personal menu's one "Theme" control (which shows the
 * theme in use) and density item; the palette's items, each offering what is not current.
 */
import { updateSettings } from '../../api/endpoints/settings';
import type { MenuAction, MenuChoices } from '../common/ActionMenu';
import { useApp, useStoreValue } from '../common/app-context';
import { attempt } from '../common/notices';
import { setDensity, useDensity } from './density';

/** `color_scheme`: 1 automatic, 2 dark, 3 light. */
const SCHEMES = [
  [2, 'Switch to dark theme'],
  [3, 'Switch to light theme'],
  [1, 'Follow the system theme'],
] as const;

export function useAppearanceActions(): MenuAction[] {
  const { conn } = useApp();
  const scheme = useStoreValue((s) => s.userSettings.color_scheme);
  const density = useDensity();
  const actions: MenuAction[] = SCHEMES.filter(([value]) => value !== scheme).map(
    ([value, label]) => ({
      label,
      onSelect: () =>
        void attempt('Change the theme', () => updateSettings(conn, { color_scheme: value })),
    }),
  );
  actions.push(
    density === 'compact'
      ? { label: 'Use normal density', onSelect: () => setDensity('normal') }
      : { label: 'Use compact density', onSelect: () => setDensity('compact') },
  );
  return actions;
}

const THEMES = [
  [3, 'Light'],
  [2, 'Dark'],
  [1, 'Automatic'],
] as const;

/** The personal menu's "Theme: Light / Dark / Automatic", then its density item. */
export function usePersonalMenuAppearance(): [MenuChoices, MenuAction] {
  const { conn } = useApp();
  const scheme = useStoreValue((s) => s.userSettings.color_scheme);
  const actions = useAppearanceActions();
  return [
    {
      group: 'Theme',
      choices: THEMES.map(([value, label]) => ({
        label,
        checked: scheme === value,
        onSelect: () =>
          void attempt('Change the theme', () => updateSettings(conn, { color_scheme: value })),
      })),
    },
    actions.at(-1)!,
  ];
}
