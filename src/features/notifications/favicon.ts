/**
 * The favicon with a dot when unread mentions or direct messages wait: the icon is drawn here
 * (the same as public/favicon.svg) so the dotted one needs no request.
 */
const ICON =
  '<rect width="64" height="64" rx="14" fill="#3c6bb5"/><path d="M16 18h32a6 6 0 0 1 6 6v14a6 6 0 0 1-6 6H30l-10 8v-8h-4a6 6 0 0 1-6-6V24a6 6 0 0 1 6-6z" fill="#fff"/>';
const DOT = '<circle cx="50" cy="14" r="13" fill="#d93025" stroke="#fff" stroke-width="3"/>';

const svg = (dot: boolean) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${ICON}${dot ? DOT : ''}</svg>`,
  )}`;

export function setFaviconDot(dot: boolean, doc: Document = document): void {
  const link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) return;
  if (dot) link.href = svg(true);
  else link.href = '/favicon.svg';
  link.dataset.dot = dot ? 'true' : 'false';
}
