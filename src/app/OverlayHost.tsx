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
import { retrying } from '../features/common/retrying-import';
import type { OverlayScreenProps } from '../features/overlay/Overlay';
import type { OverlayName } from '../model/route';

type Screen = LazyExoticComponent<ComponentType<OverlayScreenProps>>;

const SCREENS: Partial<Record<OverlayName, Screen>> = {
  channels: lazy(retrying(() => import('../features/channel-settings/ChannelsOverlay'))),
  settings: lazy(retrying(() => import('../features/settings/SettingsOverlay'))),
  organization: lazy(retrying(() => import('../features/admin/OrganizationOverlay'))),
  groups: lazy(retrying(() => import('../features/groups/GroupsOverlay'))),
  'about-zulip': lazy(retrying(() => import('../features/settings/AboutOverlay'))),
  'keyboard-shortcuts': lazy(retrying(() => import('../features/hotkeys/ShortcutsOverlay'))),
  devtools: lazy(retrying(() => import('../features/devtools/DevtoolsOverlay'))),
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
