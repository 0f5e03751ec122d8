/**
 * Which user card is open, and from where: any screen opens one with openUserCard (an avatar, a
 * sender's name, a person in the list, an @-mention); people's UserCardHost shows it. The card
 * itself is a chunk of people's own, fetched as it opens.
 */
import { useSyncExternalStore } from 'react';

export interface OpenCard {
  user_id: number;
  /** What it opened from: the card sits beside it, and the focus goes back to it. */
  anchor: HTMLElement | null;
}

let card: OpenCard | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function openUserCard(user_id: number, anchor?: HTMLElement | null): void {
  const from =
    anchor ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
  card = { user_id, anchor: from };
  emit();
}

export function closeUserCard(): void {
  if (!card) return;
  card = null;
  emit();
}

export function useOpenUserCard(): OpenCard | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => card,
  );
}
