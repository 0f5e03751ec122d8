/**
 * Keeps Tab inside a dialog that is not Radix's (the settings overlays): from its last control
 * Tab goes to its first, and Shift+Tab from its first to its last, as Radix's dialogs do.
 */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Call from the dialog's keydown (or the page's, for keys that belong to it). */
export function keepTabInside(e: KeyboardEvent, container: HTMLElement): void {
  if (e.key !== 'Tab' || e.altKey || e.ctrlKey || e.metaKey) return;
  const all = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.checkVisibility() && !el.closest('[inert]'),
  );
  if (all.length === 0) return;
  const first = all[0]!;
  const last = all[all.length - 1]!;
  const active = document.activeElement;
  const outside = !(active instanceof Node) || !container.contains(active);
  if (e.shiftKey && (active === first || active === container || outside)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || outside)) {
    e.preventDefault();
    first.focus();
  }
}
