import { attempt, showNotice } from './notices';

/** The full URL of an in-app hash, as a link someone else can open. */
export const linkTo = (hash: string) =>
  `${window.location.origin}${window.location.pathname}${hash.startsWith('#') ? hash : `#${hash}`}`;

/** Copies a link to the clipboard and says so. */
export const copyLink = (hash: string) =>
  attempt('copy the link', async () => {
    await navigator.clipboard.writeText(linkTo(hash));
    showNotice({ text: 'Link copied', tone: 'info' }, 2000);
  });
