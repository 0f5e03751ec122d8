/**
 * The plain box (the text alone, shown while the compose box's code loads) hands the cursor to
 * the full box in the same commit that swaps them: keys pressed in between would otherwise go
 * to the page and be lost.
 */
let handed: { start: number; end: number } | undefined;

/** Called as the plain box goes: whether it had the cursor, and where. */
export function handOver(el: HTMLTextAreaElement | null): void {
  if (!el || document.activeElement !== el) return;
  const at = { start: el.selectionStart, end: el.selectionEnd };
  handed = at;
  // Only for the box mounted in this same commit: a plain box closed (Esc) hands nothing on.
  queueMicrotask(() => {
    if (handed === at) handed = undefined;
  });
}

/** Called as the full box arrives: puts the cursor back where it was, if the plain box had it. */
export function takeOver(el: HTMLTextAreaElement | null): boolean {
  const at = handed;
  handed = undefined;
  if (!at || !el) return false;
  el.focus();
  el.setSelectionRange(at.start, at.end);
  return true;
}
