/**
 * The plain box (the text alone, shown while the compose box's code loads) hands the cursor to
 * the full box in the same commit that swaps them: keys pressed in between would otherwise go
 * to the page and be lost. It hands its text on too: the full box was rendered a moment
 * before (React yields to the browser while it renders), so keys typed into the plain box
 * meanwhile are not in it yet, and the next key typed would write over them.
 */
let handed: { start: number; end: number; value: string } | undefined;

/** Called as the plain box goes: whether it had the cursor, and where. */
export function handOver(el: HTMLTextAreaElement | null): void {
  if (!el || document.activeElement !== el) return;
  const at = { start: el.selectionStart, end: el.selectionEnd, value: el.value };
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
  if (el.value !== at.value) el.value = at.value;
  el.focus();
  el.setSelectionRange(at.start, at.end);
  return true;
}
