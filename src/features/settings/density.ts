/**
 * Layout density, a preference of this browser (the API's `dense_mode` "has no effect at
 * present"): "compact" tightens spacing and type through theme.css (`data-density` on <html>).
 * Other tabs follow through the storage event.
 */
import { useSyncExternalStore } from 'react';

export type Density = 'normal' | 'compact';

const KEY = 'parley.density';
const listeners = new Set<() => void>();

export function getDensity(): Density {
  try {
    return localStorage.getItem(KEY) === 'compact' ? 'compact' : 'normal';
  } catch {
    return 'normal';
  }
}

function apply() {
  document.documentElement.dataset.density = getDensity();
  for (const l of listeners) l();
}

export function setDensity(density: Density): void {
  try {
    localStorage.setItem(KEY, density);
  } catch {
    // Storage refused (private mode): the choice lasts for this page.
  }
  apply();
}

/** Applies the stored density now and whenever another tab changes it. */
export function startDensity(): void {
  apply();
  window.addEventListener('storage', (e) => {
    if (e.key === KEY) apply();
  });
}

export function useDensity(): Density {
  return useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, getDensity);
}
