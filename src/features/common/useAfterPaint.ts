/**
 * False until `ready` has been rendered and painted, then true from a task of its own: a part
 * that is costly to render (10,000 people sorted, rows beyond the screen) comes a moment after
 * what the reader came for, rather than lengthening the task that shows it.
 */
import { useEffect, useState } from 'react';

export function useAfterPaint(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    // Effects run once the frame is painted; the timer makes the render a task of its own.
    const timer = setTimeout(() => setPainted(true));
    return () => clearTimeout(timer);
  }, [ready, painted]);
  return painted;
}
