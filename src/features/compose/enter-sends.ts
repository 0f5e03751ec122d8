/**
 * Whether Enter sends (the user's `enter_sends`) as the compose box shows and applies it. A
 * change shows and applies at once, while the server saves it: the box's checkbox and its Enter
 * key never disagree (the store's value follows only when the server's event comes, and an Enter
 * pressed meanwhile added a new line under a ticked box). A refused change goes back.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { updateSettings } from '../../api/endpoints/settings';
import type { ParleyState } from '../../store/state';
import { type AppServices, useStoreValue } from '../common/app-context';

/** The value chosen here and not yet in the store; undefined once the store has caught up. */
const chosen = createStore<{ value?: boolean }>(() => ({}));

const saved = (s: ParleyState) => s.userSettings.enter_sends === true;

export function useEnterSends(): boolean {
  const inStore = useStoreValue(saved);
  const pending = useStore(chosen, (s) => s.value);
  return pending ?? inStore;
}

/** Sets `enter_sends`, shown and applied at once; rejects (and goes back) if the server refuses. */
export async function setEnterSends(app: AppServices, value: boolean): Promise<void> {
  const before = saved(app.parley.getState());
  chosen.setState({ value });
  try {
    await updateSettings(app.conn, { enter_sends: value });
  } catch (error) {
    if (chosen.getState().value === value) chosen.setState({ value: undefined });
    throw error;
  }
  // The store's value changes with the server's event (this change, or another tab's since):
  // from then on it is what applies.
  const settled = () => {
    if (before !== value && saved(app.parley.getState()) === before) return false;
    if (chosen.getState().value === value) chosen.setState({ value: undefined });
    return true;
  };
  if (settled()) return;
  const stop = app.parley.store.subscribe(() => {
    if (settled()) stop();
  });
}
