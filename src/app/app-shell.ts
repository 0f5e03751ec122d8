/**
 * The page's side of the service worker (sw/app-shell-sw.ts), in built apps only (the
 * development server serves fresh modules, which a cache would hide).
 *
 * A new version of Parley, found by the browser while the person works, installs in the
 * background and waits: nothing changes under them. The next time a page starts it takes the
 * waiting version and starts again on it, before anything is drawn or typed.
 */

const SW_URL = '/sw.js';

/** The browser's service workers, where there are any (not in tests, nor on plain HTTP). */
const container = (): ServiceWorkerContainer | undefined =>
  import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator
    ? navigator.serviceWorker
    : undefined;

/**
 * Before the app starts: when a newer version waits, hands over to it and reloads on it.
 * Resolves false in that case (the page is about to reload: start nothing), else true.
 */
export async function takeWaitingVersion(): Promise<boolean> {
  const sw = container();
  if (!sw) return true;
  const registration = await sw.getRegistration(SW_URL).catch(() => undefined);
  const waiting = registration?.waiting;
  const active = registration?.active;
  // The new version became active as this page was being served by the old one (the browser
  // switches when the last page of the old one goes): start again on it.
  const behind = !waiting && active && sw.controller && sw.controller !== active;
  // Only over an older version: the very first one takes the page by itself.
  if (!behind && (!waiting || !active)) return true;
  // Not again right after a handover: were the new version to fail to take over, a loop of
  // reloads would follow; the old one serves this start instead.
  const key = 'parley.shell-handover';
  if (Date.now() - Number(sessionStorage.getItem(key) ?? 0) < 30_000) return true;
  sessionStorage.setItem(key, String(Date.now()));
  if (!waiting) {
    location.reload();
    return false;
  }
  // Taken once it is active (the reload is then served by it), whether or not it claimed this
  // page first.
  const taken = new Promise<boolean>((resolve) => {
    sw.addEventListener('controllerchange', () => resolve(true), { once: true });
    waiting.addEventListener('statechange', () => {
      if (waiting.state === 'activated') resolve(true);
    });
    // A busy machine takes seconds to switch; longer, and the old version starts after all.
    setTimeout(() => resolve(false), 10_000);
  });
  waiting.postMessage('activate');
  const nudging = setInterval(nudgeHandover, 500);
  const took = await taken;
  clearInterval(nudging);
  if (!took) return true;
  location.reload();
  return false;
}

/**
 * Chrome hands over to a version that skips waiting only when the old one has no event in
 * flight, and looks again only when a page or worker joins, not when those events end: one
 * message to the old version at that moment held the handover until the app's own worker
 * started (10 s, the timeout above). A worker that joins and leaves makes it look again; the
 * event worker's script is at hand (kept by the old version too, so offline it loads) and
 * does nothing until told to.
 */
function nudgeHandover(): void {
  const worker = new Worker(new URL('../events/worker.ts', import.meta.url), { type: 'module' });
  setTimeout(() => worker.terminate(), 1000);
}

let showApp = () => {};
const shown = new Promise<void>((resolve) => {
  showApp = resolve;
});

/** The signed-in app shows what it opened with (the login page installs no service worker). */
export const appShown = (): void => showApp();

/**
 * After the app has started: installs the service worker, or lets the browser look for a new
 * one, once the page has loaded and the app shows what it opened with, then at the main
 * thread's next idle moment. The first install fetches and keeps the whole build: started with
 * the page, it competed with the register and the first render for this machine's two cores
 * (a 10,000-person organization's cold open took 0.5 to 1 s longer with it).
 */
export function registerAppShell(): void {
  const sw = container();
  if (!sw) return;
  const register = () => void sw.register(SW_URL, { scope: '/' }).catch(() => undefined);
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  void Promise.all([loaded, shown]).then(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 0);
  });
}
