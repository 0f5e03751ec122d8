/**
 * Keys (row-keys.ts, j and k included) move the focus between a short list's rows, each holding
 * one link or button marked data-row; the browser scrolls the one focused into view. Recent
 * conversations' table.
 */
import type { KeyboardEvent } from 'react';
import { rowStep, stepTo } from './row-keys';

/** The row an element is part of: a table's row, or the element itself. */
const rowOf = (el: Element | null): HTMLElement | null =>
  el?.closest<HTMLElement>('tr') ?? (el instanceof HTMLElement ? el : null);

export function moveFocus(event: KeyboardEvent<HTMLElement>): void {
  // Not a key a row's menu (a portal, whose events bubble here through React) has used.
  if (event.defaultPrevented || !event.currentTarget.contains(event.target as Node)) return;
  const step = rowStep(event, true);
  if (!step) return;
  const rows = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-row]')];
  if (rows.length === 0) return;
  // From whichever of the row's controls has the focus (the channel, a person, the menu).
  const here = rowOf(document.activeElement);
  const at = rows.findIndex((row) => rowOf(row) === here);
  const height = rowOf(rows[0]!)?.offsetHeight || 1;
  const page = Math.max(1, Math.floor(event.currentTarget.clientHeight / height) - 1);
  event.preventDefault();
  rows[stepTo(step, at, rows.length, page)]?.focus();
}
