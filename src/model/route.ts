/**
 * Where the user is, as the URL hash says it (Zulip's forms): a view, a narrow, or an overlay
 * above the last view. `#feed` is the combined feed; `#narrow/...` any narrow.
 */
import type { NarrowTerm } from '../api/types/narrow';
import { narrowToHash, parseNarrowHash, type SlugLookup } from './narrow-url';

/** The combined feed: every message except those muting hides (Zulip's `in:home`). */
export const COMBINED_FEED: NarrowTerm[] = [{ operator: 'in', operand: 'home' }];

export type View =
  | { kind: 'inbox' }
  | { kind: 'recent' }
  | { kind: 'drafts' }
  | { kind: 'scheduled' }
  | { kind: 'narrow'; narrow: NarrowTerm[]; near?: number };

/** Overlays open above a view and have their own hash (`#channels/12/general`, ...). */
export const OVERLAYS = [
  'channels',
  'settings',
  'organization',
  'groups',
  'devtools',
  'keyboard-shortcuts',
  'about-zulip',
] as const;
export type OverlayName = (typeof OVERLAYS)[number];

export type Route =
  | { kind: 'home' }
  | View
  | { kind: 'overlay'; overlay: OverlayName; path: string[] };

export function parseRoute(hash: string): Route {
  const text = hash.replace(/^#/, '');
  if (text === '' || text === '/') return { kind: 'home' };
  if (text === 'inbox') return { kind: 'inbox' };
  if (text === 'recent' || text === 'recent_topics') return { kind: 'recent' };
  if (text === 'drafts') return { kind: 'drafts' };
  if (text === 'scheduled') return { kind: 'scheduled' };
  if (text === 'feed' || text === 'all_messages') return { kind: 'narrow', narrow: COMBINED_FEED };
  const parsed = parseNarrowHash(text);
  if (parsed) {
    const view: View = { kind: 'narrow', narrow: parsed.narrow };
    if (parsed.near !== undefined) view.near = parsed.near;
    return view;
  }
  const [first, ...path] = text.split('/');
  if ((OVERLAYS as readonly string[]).includes(first ?? '')) {
    return { kind: 'overlay', overlay: first as OverlayName, path: path.filter(Boolean) };
  }
  return { kind: 'home' };
}

const isCombinedFeed = (narrow: readonly NarrowTerm[]) =>
  narrow.length === 1 &&
  narrow[0]!.operator === 'in' &&
  narrow[0]!.operand === 'home' &&
  !narrow[0]!.negated;

export function viewToHash(view: View, lookup: SlugLookup = {}): string {
  switch (view.kind) {
    case 'inbox':
      return '#inbox';
    case 'recent':
      return '#recent';
    case 'drafts':
      return '#drafts';
    case 'scheduled':
      return '#scheduled';
    case 'narrow':
      if (isCombinedFeed(view.narrow) && view.near === undefined) return '#feed';
      return narrowToHash(view.narrow, lookup, view.near);
  }
}

/** The home view named by the user's `web_home_view` setting. */
export function homeView(web_home_view: string | undefined): View {
  if (web_home_view === 'inbox') return { kind: 'inbox' };
  if (web_home_view === 'all_messages') return { kind: 'narrow', narrow: COMBINED_FEED };
  return { kind: 'recent' };
}
