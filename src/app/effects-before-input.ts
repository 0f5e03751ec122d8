/**
 * Effects run before the next key or click, as React promises and Preact does not: Preact runs
 * effects (useEffect) a frame after it renders, so a key pressed within that frame found a
 * dialog or menu just opened without its listeners (Escape right after a user card opened left
 * it open). Pending effects now run first, in the window's capture phase of the next key, press
 * or click, ahead of every listener they add.
 */
import { options } from 'preact';

const DISCRETE = ['keydown', 'pointerdown', 'mousedown', 'click'] as const;
/** Preact's own wait where frames stop (a hidden tab): 35 ms. */
const NO_FRAME_MS = 35;

/** Installs the scheduler on `target`; returns what undoes it (for tests). */
export function runEffectsBeforeInput(target: Window = window): () => void {
  const previous = options.requestAnimationFrame;
  const waiting = new Set<() => void>();
  const run = (flush: () => void) => {
    if (waiting.delete(flush)) flush();
  };
  // After the next frame, as Preact schedules them; whichever comes first runs them once.
  options.requestAnimationFrame = (flush) => {
    waiting.add(flush);
    setTimeout(() => run(flush), NO_FRAME_MS);
    if (typeof requestAnimationFrame === 'function')
      requestAnimationFrame(() => setTimeout(() => run(flush)));
  };
  const runAll = () => {
    for (const flush of [...waiting]) run(flush);
  };
  for (const type of DISCRETE) target.addEventListener(type, runAll, { capture: true });
  return () => {
    options.requestAnimationFrame = previous;
    for (const type of DISCRETE) target.removeEventListener(type, runAll, { capture: true });
    runAll();
  };
}
