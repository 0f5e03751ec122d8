/**
 * Saving settings: a save's state for the screen (a refusal in words, EXPECTATION_MISMATCH as
 * "changed meanwhile"), and a setting saved the moment it changes.
 */
import { useState } from 'react';
import { ApiError } from '../../api/http';
import { useEditedField } from './edited-field';

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
 * meanwhile: then `onConflict` (reset the edited fields) shows what is there now.
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

export type Saver = ReturnType<typeof useSave>;

/**
 * A setting saved the moment it changes (personal settings, as Zulip saves them): the new value
 * shows at once, stays until the store has it, and goes back if the server refuses.
 */
export function useLiveSetting<T>(current: T, save: (value: T) => Promise<unknown>) {
  const field = useEditedField(current);
  const saver = useSave();
  const change = (value: T) => {
    field.set(value);
    void saver
      .run(() => save(value), { onDone: field.commit })
      .then((ok) => {
        if (!ok) field.reset();
      });
  };
  return { value: field.value, change, state: saver.state };
}
