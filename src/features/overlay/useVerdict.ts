import { ALLOWED, type Verdict } from '../../model/channel-permissions';
import type { ParleyState } from '../../store/state';
import { useStoreValue } from '../common/app-context';

/**
 * A permission verdict that follows the store. Selects the reason (a string, so the selection
 * is stable between renders), not the verdict object.
 */
export function useVerdict(verdict: (state: ParleyState) => Verdict): Verdict {
  const reason = useStoreValue((s) => {
    const v = verdict(s);
    return v.allowed ? null : v.reason;
  });
  return reason === null ? ALLOWED : { allowed: false, reason };
}
