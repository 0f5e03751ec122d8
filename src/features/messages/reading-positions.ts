/**
 * Where the reader was in each view, by history entry (see app/router.ts), so Back and Forward
 * return to the same message at the same height. Kept in sessionStorage too, so a reload of
 * the tab keeps it. Row heights are remembered per narrow, so that place is computed exactly.
 */
import type { VirtualItem } from '@tanstack/react-virtual';
import type { Position } from '../../model/feed-reading';

const KEY = 'parley.positions';
const LIMIT = 100;

const positions = new Map<string, Position>();
let loaded = false;

function load() {
  if (loaded) return;
  loaded = true;
  try {
    const raw = sessionStorage.getItem(KEY);
    for (const [entry, p] of JSON.parse(raw ?? '[]') as [string, Position][])
      positions.set(entry, p);
  } catch {
    // A damaged entry only loses remembered positions.
  }
}

export function loadPosition(entry: string): Position | undefined {
  load();
  return positions.get(entry);
}

/** The page persists the positions as it hides or goes: a reload of the tab reopens at them. */
let persistsOnHide = false;
function persistOnHide(win: Window) {
  if (persistsOnHide) return;
  persistsOnHide = true;
  win.addEventListener('pagehide', persistPositions);
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') persistPositions();
  });
}

export function savePosition(entry: string, position: Position, win: Window = window): void {
  persistOnHide(win);
  load();
  positions.delete(entry);
  positions.set(entry, position);
  if (positions.size > LIMIT) positions.delete(positions.keys().next().value as string);
}

/** Row heights measured per narrow (by message ID), kept while the tab lives. */
const measured = new Map<string, VirtualItem[]>();

export const loadMeasurements = (narrowKey: string): VirtualItem[] => measured.get(narrowKey) ?? [];

export function saveMeasurements(narrowKey: string, items: VirtualItem[]): void {
  measured.delete(narrowKey);
  measured.set(narrowKey, items);
  if (measured.size > 30) measured.delete(measured.keys().next().value as string);
}

/** Writes the positions to sessionStorage (on leaving a view, and when the page hides). */
export function persistPositions(): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify([...positions]));
  } catch {
    // Storage full or unavailable: positions stay in memory.
  }
}
