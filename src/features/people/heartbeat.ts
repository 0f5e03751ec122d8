/**
 * The presence heartbeat (model/presence-reporter.ts) wired to the page: input, focus and
 * visibility feed it; each report is a POST /users/me/presence whose answer (only what changed,
 * from feature level 263) goes into the store. Mounted once by the shell.
 */
import { useEffect } from 'react';
import { updatePresence } from '../../api/endpoints/presence';
import { presenceFetchParams } from '../../api/feature-level';
import { startPresenceReporter } from '../../model/presence-reporter';
import { useApp, useStoreValue } from '../common/app-context';

const INPUT_EVENTS = ['keydown', 'pointerdown', 'pointermove', 'wheel', 'touchstart'] as const;

/** Zulip's idle timeout is five heartbeats (5 minutes at its 60 s). */
const IDLE_HEARTBEATS = 5;
/** How far back a first fetch reaches (Zulip's default). */
const HISTORY_DAYS = 14;

export function usePresenceHeartbeat(): void {
  const { parley, conn } = useApp();
  const ping = useStoreValue((s) => s.presence.ping_interval_seconds);
  useEffect(() => {
    const reporter = startPresenceReporter({
      now: () => Date.now(),
      setTimeout: (fn, ms) => window.setTimeout(fn, ms),
      clearTimeout: (h) => window.clearTimeout(h as number),
      pingIntervalMs: ping * 1000,
      idleAfterMs: IDLE_HEARTBEATS * ping * 1000,
      focused: document.hasFocus(),
      visible: document.visibilityState === 'visible',
      send(report) {
        const s = parley.getState();
        const fetch = presenceFetchParams(
          s.server.zulip_feature_level,
          s.presence.last_update_id,
          HISTORY_DAYS,
        );
        updatePresence(conn, { ...report, ...fetch }).then(
          (answer) => parley.receivePresence(answer),
          // A missed heartbeat is made up by the next one.
          () => {},
        );
      },
    });
    const input = () => reporter.input();
    const focus = () => reporter.focus();
    const blur = () => reporter.blur();
    const visibility = () => reporter.visibility(document.visibilityState === 'visible');
    for (const e of INPUT_EVENTS) window.addEventListener(e, input, { passive: true });
    window.addEventListener('focus', focus);
    window.addEventListener('blur', blur);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      reporter.stop();
      for (const e of INPUT_EVENTS) window.removeEventListener(e, input);
      window.removeEventListener('focus', focus);
      window.removeEventListener('blur', blur);
      document.removeEventListener('visibilitychange', visibility);
    };
  }, [parley, conn, ping]);
}
