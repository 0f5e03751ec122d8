/**
 * A settings field being edited, over a value the store keeps current: until the user changes
 * it the field follows the store (another administrator's change shows at once); once changed,
 * it keeps the user's value and remembers the value it started from, which is what saving
 * sends as `old`.
 */
import { useState } from 'react';

export interface EditedField<T> {
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

function fieldOf<T>(
  edit: Edit<T> | null,
  current: T,
  same: (a: T, b: T) => boolean,
  setEdit: SetEdit<T>,
): EditedField<T> {
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

export function useEditedField<T>(
  current: T,
  same: (a: T, b: T) => boolean = Object.is,
): EditedField<T> {
  const [edit, setEdit] = useState<Edit<T> | null>(null);
  return fieldOf(edit, current, same, setEdit);
}

/** One edited field per key, for a section of settings of one kind. */
export function useEditedFields<K extends string, T>(
  current: Record<K, T>,
  same: (a: T, b: T) => boolean = Object.is,
): Record<K, EditedField<T>> {
  const [edits, setEdits] = useState<Partial<Record<K, Edit<T>>>>({});
  const out = {} as Record<K, EditedField<T>>;
  for (const key of Object.keys(current) as K[]) {
    const setEdit: SetEdit<T> = (update) =>
      setEdits((all) => {
        const next = { ...all };
        const e = update(all[key] ?? null);
        if (e) next[key] = e;
        else delete next[key];
        return next;
      });
    out[key] = fieldOf(edits[key] ?? null, current[key], same, setEdit);
  }
  return out;
}
