/**
 * Parts that are costly to render (10,000 people sorted, rows beyond the screen) come a moment
 * after what the reader came for, in tasks of their own after a paint, rather than lengthening
 * the task that shows it.
 */
import { useEffect, useState } from 'react';

/**
 * 0 until `ready` has been rendered and painted, then one more in a task after each paint, up
 * to `last`: a part drawn in steps, each a short task between frames.
 */
export function usePaintedSteps(ready: boolean, last: number): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (!ready || step >= last) return;
    // Effects run once the frame is painted; the timer makes the render a task of its own.
    const timer = setTimeout(() => setStep(step + 1));
    return () => clearTimeout(timer);
  }, [ready, step, last]);
  return step;
}

/** False until `ready` has been rendered and painted, then true from a task of its own. */
export const useAfterPaint = (ready = true): boolean => usePaintedSteps(ready, 1) === 1;
