/**
 * Short notices about actions that have no place of their own on screen ("Marking 2,000 of
 * 5,123 messages as read…", "Could not mute the topic: …"), shown in one status region.
 * A notice with an ID replaces the earlier one with that ID (progress updates).
 */
import { createStore } from 'zustand/vanilla';
import { errorText } from './error-text';

export interface Notice {
  id: string;
  text: string;
  tone: 'info' | 'error';
  /** A way to try again, for errors. */
  retry?: () => void;
  /** Something to do about it while it shows ("Undo"); the notice goes when it is used. */
  action?: { label: string; run: () => void };
  /** Where it leads ("Go to #Verona > lunch"). */
  link?: { label: string; href: string };
}

export const noticeStore = createStore<{ notices: Notice[] }>(() => ({ notices: [] }));

const timers = new Map<string, ReturnType<typeof setTimeout>>();

let counter = 0;

export function showNotice(
  notice: Omit<Notice, 'id'> & { id?: string },
  /** How long it stays; errors stay until dismissed unless a time is given. */
  ms: number | null = notice.tone === 'error' ? null : 5000,
): string {
  const id = notice.id ?? `notice-${counter++}`;
  const next = { ...notice, id };
  noticeStore.setState((s) => ({ notices: [...s.notices.filter((n) => n.id !== id), next] }));
  clearTimeout(timers.get(id));
  if (ms !== null)
    timers.set(
      id,
      setTimeout(() => dismissNotice(id), ms),
    );
  return id;
}

export function dismissNotice(id: string): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  noticeStore.setState((s) => ({ notices: s.notices.filter((n) => n.id !== id) }));
}

/** Runs an action; a failure becomes an error notice with a retry. */
export async function attempt(what: string, action: () => Promise<unknown>): Promise<boolean> {
  try {
    await action();
    return true;
  } catch (e) {
    showNotice({
      text: `Could not ${what}: ${errorText(e)}`,
      tone: 'error',
      retry: () => void attempt(what, action),
    });
    return false;
  }
}
