/** "Record while the inspector is closed": the shell holds the recorder while this is on. */
import { useEffect } from 'react';
import { useDevtoolsPreference } from './preferences';

export function useBackgroundRecording(): void {
  const on = useDevtoolsPreference('recordWhileClosed');
  useEffect(() => {
    if (!on) return;
    let release: (() => void) | undefined;
    let cancelled = false;
    // The recorder is the inspector's: loaded only when this preference asks for it.
    void import('./recorder').then((m) => {
      if (!cancelled) release = m.holdRecorder();
    });
    return () => {
      cancelled = true;
      release?.();
    };
  }, [on]);
}
