/**
 * The overlay named by the hash (`#channels/...`, `#settings/...`), each screen a chunk of its
 * own loaded when first opened. Closing goes Back, so the view underneath returns as it was,
 * and focus goes back to what opened the overlay.
 */

import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type RefObject,
  Suspense,
  useEffect,
} from 'react';
import { loadOrganizationOverlay } from '../features/admin';
import { loadChannelsOverlay } from '../features/channel-settings';
import { retrying } from '../features/common/retrying-import';
import { loadDevtoolsOverlay } from '../features/devtools';
import { loadGroupsOverlay } from '../features/groups';
import { loadShortcutsOverlay } from '../features/hotkeys';
import type { OverlayScreenProps } from '../features/overlay';
import { loadAboutOverlay, loadSettingsOverlay } from '../features/settings';
import type { OverlayName } from '../model/route';

type Screen = LazyExoticComponent<ComponentType<OverlayScreenProps>>;

const SCREENS: Partial<Record<OverlayName, Screen>> = {
  channels: lazy(retrying(loadChannelsOverlay)),
  settings: lazy(retrying(loadSettingsOverlay)),
  organization: lazy(retrying(loadOrganizationOverlay)),
  groups: lazy(retrying(loadGroupsOverlay)),
  'about-zulip': lazy(retrying(loadAboutOverlay)),
  'keyboard-shortcuts': lazy(retrying(loadShortcutsOverlay)),
  devtools: lazy(retrying(loadDevtoolsOverlay)),
};

export const hasOverlayScreen = (name: OverlayName) => SCREENS[name] !== undefined;

export function OverlayHost({
  overlay,
  path,
  onClose,
  opener,
}: {
  overlay: OverlayName;
  path: string[];
  onClose(): void;
  /** The element that had focus in the app when the overlay opened (a menu's button, say). */
  opener: RefObject<HTMLElement | null>;
}) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the opener as it was at opening
  useEffect(() => {
    const element = opener.current;
    const label = element?.getAttribute('aria-label');
    return () => {
      // A menu's first button is replaced by the menu's own once used: find it by its name.
      const target = element?.isConnected
        ? element
        : label
          ? document.querySelector<HTMLElement>(`.app [aria-label="${CSS.escape(label)}"]`)
          : null;
      // After this commit has taken `inert` off the app.
      if (target) setTimeout(() => target.focus());
    };
  }, []);
  const Screen = SCREENS[overlay];
  if (!Screen) return null;
  return (
    // The frame itself is in the screen's chunk: while it loads, only a quiet backdrop.
    <Suspense
      fallback={
        <div className="overlay-loading" role="status">
          Loading…
        </div>
      }
    >
      <Screen path={path} onClose={onClose} />
    </Suspense>
  );
}
