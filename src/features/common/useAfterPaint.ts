/**
 * False in the first render, true from a task after the first paint: a part that is costly to
 * render (10,000 people sorted, rows beyond the screen) comes a moment after what the reader
 * came for, in a task of its own, rather than lengthening the one that shows it.
 */
import { useEffect, useState } from 'react';

export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // Effects run once the frame is painted; the timer makes the render a task of its own.
    const timer = setTimeout(() => setPainted(true));
    return () => clearTimeout(timer);
  }, []);
  return painted;
}
