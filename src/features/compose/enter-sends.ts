/**
 * Whether Enter sends (the user's `enter_sends`) as the compose box shows and applies it. A
 * change shows and applies at once, while the server saves it: the box's checkbox and its Enter
 * key never disagree (the store's value follows only when the server's event comes, and an Enter
 * pressed meanwhile added a new line under a ticked box). A refused change goes back.
 */
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { updateSettings } from '../../api/endpoints/settings';
import type { ParleyState } from '../../store/state';
import type { ParleyStore } from '../../store/store';
import { type AppServices, useApp, useStoreValue } from '../common/app-context';

interface Chosen {
  /** The value chosen here and not yet the store's; undefined once the store decides. */
  value?: boolean;
}

/** Per store (one per account and page): a choice never outlives its session. */
const chosenFor = new WeakMap<ParleyStore, StoreApi<Chosen>>();
function chosenOf(parley: ParleyStore): StoreApi<Chosen> {
  let chosen = chosenFor.get(parley);
  if (!chosen) {
    chosen = createStore<Chosen>(() => ({}));
    chosenFor.set(parley, chosen);
  }
  return chosen;
}

const saved = (s: ParleyState) => s.userSettings.enter_sends === true;

export function useEnterSends(): boolean {
  const inStore = useStoreValue(saved);
  const pending = useStore(chosenOf(useApp().parley), (s) => s.value);
  return pending ?? inStore;
}

const isEnterSendsEvent = (e: { type: string; op?: string; property?: unknown }) =>
  e.type === 'user_settings' && e.op === 'update' && e.property === 'enter_sends';

/** Sets `enter_sends`, shown and applied at once; rejects (and goes back) if the server refuses. */
export async function setEnterSends(app: AppServices, value: boolean): Promise<void> {
  const { parley } = app;
  const chosen = chosenOf(parley);
  chosen.setState({ value });
  // The store decides again from the first word of the server about the setting: this change's
  // event, or another tab's change (whichever value it brings), or a new register.
  const generation = parley.getState().generation;
  const letGo = () => {
    if (chosen.getState().value === value) chosen.setState({ value: undefined });
    stopEvents();
    stopStore();
  };
  const stopEvents = parley.subscribeEvents((events) => {
    if (events.some((e) => isEnterSendsEvent(e as Parameters<typeof isEnterSendsEvent>[0])))
      letGo();
  });
  const stopStore = parley.store.subscribe((s) => {
    if (s.generation !== generation) letGo();
  });
  try {
    await updateSettings(app.conn, { enter_sends: value });
  } catch (error) {
    letGo();
    throw error;
  }
}
