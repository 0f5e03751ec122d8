/**
 * Editing a value the store keeps current: until the user changes it the field follows the
 * store (another administrator's change shows at once); once changed, it keeps the user's
 * value and remembers the value it started from, which is what saving sends as `old`.
 */
import { useState } from 'react';
import { ApiError } from '../../api/http';

export interface Draft<T> {
  value: T;
  /** The store's value when editing began (or now, when not editing). */
  base: T;
  dirty: boolean;
  set(value: T): void;
  /** Saved: show the saved value until the store has it too, then follow the store again. */
  commit(): void;
  reset(): void;
}

interface Edit<T> {
  value: T;
  base: T;
  committed: boolean;
}

type SetEdit<T> = (update: (e: Edit<T> | null) => Edit<T> | null) => void;

function draftOf<T>(
  edit: Edit<T> | null,
  current: T,
  same: (a: T, b: T) => boolean,
  setEdit: SetEdit<T>,
): Draft<T> {
  // A saved edit gives way once the store's value has moved on from where it started.
  const following = (e: Edit<T> | null): e is null =>
    e === null || (e.committed && !same(current, e.base));
  const live = following(edit);
  return {
    value: live ? current : edit.value,
    base: live ? current : edit.base,
    dirty: !live && !edit.committed && !same(edit.value, edit.base),
    set: (value) =>
      setEdit((e) => ({
        value,
        base: following(e) ? current : e.committed ? e.value : e.base,
        committed: false,
      })),
    commit: () => setEdit((e) => e && { ...e, committed: true }),
    reset: () => setEdit(() => null),
  };
}

export function useDraft<T>(current: T, same: (a: T, b: T) => boolean = Object.is): Draft<T> {
  const [edit, setEdit] = useState<Edit<T> | null>(null);
  return draftOf(edit, current, same, setEdit);
}

/** One draft per key, for a section of settings of one kind. */
export function useDraftMap<K extends string, T>(
  current: Record<K, T>,
  same: (a: T, b: T) => boolean = Object.is,
): Record<K, Draft<T>> {
  const [edits, setEdits] = useState<Partial<Record<K, Edit<T>>>>({});
  const out = {} as Record<K, Draft<T>>;
  for (const key of Object.keys(current) as K[]) {
    const setEdit: SetEdit<T> = (update) =>
      setEdits((all) => {
        const next = { ...all };
        const e = update(all[key] ?? null);
        if (e) next[key] = e;
        else delete next[key];
        return next;
      });
    out[key] = draftOf(edits[key] ?? null, current[key], same, setEdit);
  }
  return out;
}

export type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved' }
  | { status: 'error'; message: string; changedMeanwhile: boolean };

const MEANWHILE =
  'Someone else changed this setting while you were editing it. The current value is shown now; make your change again if you still want it.';

/** What a refused save says: the server's words, or the "changed meanwhile" explanation. */
export function saveError(e: unknown): Extract<SaveState, { status: 'error' }> {
  if (e instanceof ApiError && e.code === 'EXPECTATION_MISMATCH') {
    return { status: 'error', message: MEANWHILE, changedMeanwhile: true };
  }
  return {
    status: 'error',
    message: e instanceof Error ? e.message : String(e),
    changedMeanwhile: false,
  };
}

/**
 * Runs a save. A refusal keeps the user's values for a retry, except when the value changed
 * meanwhile: then `onConflict` (reset the drafts) shows what is there now.
 */
export function useSave() {
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const run = async (
    save: () => Promise<unknown>,
    handlers: { onDone?(): void; onConflict?(): void } = {},
  ) => {
    setState({ status: 'saving' });
    try {
      await save();
      setState({ status: 'saved' });
      handlers.onDone?.();
      return true;
    } catch (e) {
      const error = saveError(e);
      if (error.changedMeanwhile) handlers.onConflict?.();
      setState(error);
      return false;
    }
  };
  return { state, run, clear: () => setState({ status: 'idle' }) };
}

/**
 * A setting saved the moment it changes (personal settings, as Zulip saves them): the new value
 * shows at once, stays until the store has it, and goes back if the server refuses.
 */
export function useLiveSetting<T>(current: T, save: (value: T) => Promise<unknown>) {
  const draft = useDraft(current);
  const saver = useSave();
  const change = (value: T) => {
    draft.set(value);
    void saver
      .run(() => save(value), { onDone: draft.commit })
      .then((ok) => {
        if (!ok) draft.reset();
      });
  };
  return { value: draft.value, change, state: saver.state };
}
