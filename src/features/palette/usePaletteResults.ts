/**
 * What the palette lists for a query: with none, the recent conversations and the actions;
 * with one, every destination, setting and action that matches, best first (model/fuzzy.ts).
 */
import { useEffect, useMemo } from 'react';
import { prepareWhenIdle, rankByQuery } from '../../model/fuzzy';
import { conversationKey, paletteDestinations, recentConversations } from '../../model/palette';
import type { View } from '../../model/route';
import { selectUnreadCounts } from '../../store/unread-counts';
import type { MenuAction } from '../common/ActionMenu';
import { useApp, useStoreValue } from '../common/app-context';
import { selectionOf } from '../sidebar';
import { type PaletteItem, paletteActions, settingEntries } from './palette-actions';

export interface PaletteResult {
  item: PaletteItem;
  /** The matched characters of the item's text, to show in bold. */
  positions: readonly number[];
}

export interface PaletteSection {
  /** A heading over the section (the empty query's two lists); none for search results. */
  label?: string;
  results: PaletteResult[];
}

const LIMIT = 50;

export function usePaletteResults(
  query: string,
  view: View,
  extra: readonly MenuAction[],
): PaletteSection[] {
  const app = useApp();
  // The slices the lists are made of: the palette follows them while it is open.
  const channels = useStoreValue((s) => s.channels);
  const subscriptions = useStoreValue((s) => s.subscriptions);
  const topics = useStoreValue((s) => s.topics);
  const users = useStoreValue((s) => s.users);
  const dmConversations = useStoreValue((s) => s.dmConversations);
  const userTopics = useStoreValue((s) => s.userTopics);
  const counts = useStoreValue(selectUnreadCounts);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the slices above are what it reads
  const destinations = useMemo(() => {
    const state = app.parley.getState();
    return [...paletteDestinations(state, counts), ...settingEntries(state, view)];
  }, [app, view, channels, subscriptions, topics, users, dmConversations, userTopics, counts]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above (the menus read the store)
  const actions = useMemo(
    () => paletteActions(app, view, extra),
    [app, view, extra, subscriptions, userTopics, counts],
  );

  // Ready before the first keystroke: a large organization's 20,000 names took 20 ms to prepare.
  useEffect(
    () =>
      prepareWhenIdle(
        destinations.flatMap((d) => (d.alt === undefined ? [d.text] : [d.text, d.alt])),
      ),
    [destinations],
  );

  const self = useStoreValue((s) => s.current_user_id);
  const here = conversationKey(selectionOf(view, self));

  return useMemo(() => {
    const none = (items: PaletteItem[]) => items.map((item) => ({ item, positions: [] }));
    if (query.trim() === '') {
      return [
        { label: 'Recent conversations', results: none(recentConversations(destinations, here)) },
        { label: 'Actions', results: none(actions) },
      ].filter((s) => s.results.length > 0);
    }
    return [{ results: rankByQuery(query, [...destinations, ...actions], LIMIT) }];
  }, [query, destinations, actions, here]);
}
