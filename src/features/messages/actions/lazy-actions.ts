/**
 * The message actions the feed's own buttons start (a reaction chip, the star, "Expand"),
 * loaded with the first one used: what they do is not needed to show messages. The menus and
 * hotkeys load the same module on their own.
 */

import type { EmojiChoice } from '../../../model/reactions';
import type { StoredMessage } from '../../../store/state';
import type { AppServices } from '../../common/app-context';

type App = Pick<AppServices, 'parley' | 'conn'>;
const actions = () => import('./optimistic-actions');

export const toggleReaction = (app: App, message_id: number, emoji: EmojiChoice) =>
  actions().then((a) => a.toggleReaction(app, message_id, emoji));

export const toggleStar = (app: App, m: StoredMessage) =>
  actions().then((a) => a.toggleStar(app, m));

export const toggleCollapsed = (app: App, m: StoredMessage) =>
  actions().then((a) => a.toggleCollapsed(app, m));
