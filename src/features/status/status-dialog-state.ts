/** Whether the status dialog is open: the personal menu opens it, StatusDialogHost shows it. */
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();
const set = (value: boolean) => {
  open = value;
  for (const l of listeners) l();
};

export const openStatusDialog = () => set(true);
export const closeStatusDialog = () => set(false);

export const useStatusDialogOpen = (): boolean =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
  );
