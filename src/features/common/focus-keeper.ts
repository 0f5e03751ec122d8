/**
 * Keeps the keyboard focus from falling to the page when the control holding it goes away (a
 * topic menu whose topic was just renamed, a form replaced by its result) or is disabled while
 * its action runs (Save, Add, Log in). Screen-reader and Tab users would otherwise start again
 * from the top. The focus moves to the nearest control still there within the same dialog,
 * form or section; else to `fallback` (the message being read). Only after keyboard use:
 * a pointer user has no place to lose.
 */
const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';
const SCOPE = '[role="dialog"], [role="alertdialog"], form, section';

const usable = (el: Element | null): el is HTMLElement =>
  el instanceof HTMLElement && el.isConnected && !(el as HTMLButtonElement).disabled;

export function keepFocus(doc: Document, fallback: () => HTMLElement | null): () => void {
  let last: HTMLElement | null = null;
  /** The dialogs, forms and sections around `last`, nearest first (kept: it may be detached). */
  let scopes: Element[] = [];
  let keyboard = false;

  const onFocusIn = (e: FocusEvent) => {
    if (!(e.target instanceof HTMLElement)) return;
    last = e.target;
    scopes = [];
    for (let s = last.closest(SCOPE); s; s = s.parentElement?.closest(SCOPE) ?? null) {
      scopes.push(s);
    }
  };
  const onKeyDown = () => {
    keyboard = true;
  };
  const onPointerDown = () => {
    keyboard = false;
  };
  const check = () => {
    if (!keyboard || !last || doc.activeElement !== doc.body) return;
    if (usable(last)) return; // it is still there: the focus left on purpose
    const lost = last;
    last = null;
    for (const scope of scopes) {
      if (!scope.isConnected) continue;
      const near = [...scope.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
        (el) => el !== lost && el.checkVisibility?.() !== false,
      );
      if (near) {
        near.focus({ preventScroll: true });
        return;
      }
    }
    fallback()?.focus({ preventScroll: true });
  };
  // After the DOM changes, and once more a frame later: what replaces a control often mounts
  // and takes the focus itself in between, and then nothing is to be done.
  const observer = new MutationObserver(() => {
    if (keyboard && last && !usable(last)) requestAnimationFrame(check);
  });
  observer.observe(doc.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('keydown', onKeyDown, true);
  doc.addEventListener('pointerdown', onPointerDown, true);
  return () => {
    observer.disconnect();
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('keydown', onKeyDown, true);
    doc.removeEventListener('pointerdown', onPointerDown, true);
  };
}
