/** Loads the feed: a chunk of its own (import this loader, never its module). */
type FeedModule = typeof import('./MessageFeed');

let loaded: FeedModule | undefined;
let loading: Promise<FeedModule> | undefined;

export const loadMessageFeed = (): Promise<FeedModule> => {
  loading ??= import('./MessageFeed').then(
    (m) => {
      loaded = m;
      return m;
    },
    (error: unknown) => {
      // Not loaded (the server or the network failed): the next call tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
};

/**
 * The feed's module once it has loaded, for a render that can then draw the feed at once:
 * through lazy() a first render waits for the import's promise, which the browser settles in a
 * task of its own, and the page painted the shell without the feed in between.
 */
export const loadedMessageFeed = (): FeedModule | undefined => loaded;
