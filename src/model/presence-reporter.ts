/**
 * What this client tells the server about its user, as Zulip's web app does: "active" while the
 * window has the focus, is visible and there was input within the idle timeout, else "idle";
 * a report on every heartbeat (the server's ping interval, 60 s), with `new_user_input` when
 * there was input since the last one; at once when the user comes back (idle → active), while
 * a change to idle waits for the next heartbeat. A hidden tab counts no input and reports idle.
 * Time and timers are injected; no DOM.
 */

export type ReportedStatus = 'active' | 'idle';

export interface PresenceReport {
  status: ReportedStatus;
  new_user_input: boolean;
}

export interface ReporterDeps {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  send(report: PresenceReport): void;
  pingIntervalMs: number;
  /** No input for this long makes the user idle (Zulip: 5 minutes, five heartbeats). */
  idleAfterMs: number;
  /** Where the page starts: whether it has the focus and is visible. */
  focused: boolean;
  visible: boolean;
}

export interface PresenceReporter {
  /** A key, pointer or scroll in the page. */
  input(): void;
  focus(): void;
  blur(): void;
  visibility(visible: boolean): void;
  /** The status a report sent now would carry. */
  status(): ReportedStatus;
  stop(): void;
}

/** Starts reporting at once (a new page counts as input, as Zulip's does) and on each heartbeat. */
export function startPresenceReporter(d: ReporterDeps): PresenceReporter {
  let focused = d.focused;
  let visible = d.visible;
  let lastInput = d.now();
  let newInput = true;
  let timer: unknown;
  let stopped = false;

  const status = (): ReportedStatus =>
    focused && visible && d.now() - lastInput < d.idleAfterMs ? 'active' : 'idle';

  const report = () => {
    if (stopped) return;
    d.clearTimeout(timer);
    d.send({ status: status(), new_user_input: newInput });
    newInput = false;
    timer = d.setTimeout(report, d.pingIntervalMs);
  };

  /** Something that may make the user active: reported at once if it does. */
  const maybeBack = (change: () => void) => {
    const before = status();
    change();
    if (before === 'idle' && status() === 'active') report();
  };

  report();
  return {
    input: () =>
      maybeBack(() => {
        if (!visible) return;
        lastInput = d.now();
        newInput = true;
      }),
    focus: () =>
      maybeBack(() => {
        focused = true;
        lastInput = d.now();
      }),
    blur: () => {
      focused = false;
    },
    visibility: (v) =>
      maybeBack(() => {
        visible = v;
        if (v) lastInput = d.now();
      }),
    status,
    stop: () => {
      stopped = true;
      d.clearTimeout(timer);
    },
  };
}
