// Vitest setup for the projects whose files share one worker's environment (`isolate: false`):
// whatever a file left in the DOM (elements it put in by hand, a React root it did not unmount)
// is gone before the next file, so no file passes or fails by the order the files ran in.
import { afterAll } from 'vitest';

afterAll(() => {
  if (typeof document === 'undefined') return;
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
});
