/** Loads the feed: a chunk of its own (import this loader, never its module). */
export const loadMessageFeed = () => import('./MessageFeed');
