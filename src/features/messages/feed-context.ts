/**
 * What a message's actions need to know of the feed showing it: its narrow (where "Mark as
 * unread from here" applies) and a way to stop reading on scroll, so that messages just marked
 * unread are not marked read again while the reader is still looking at them.
 */
import { createContext, useContext } from 'react';
import type { NarrowTerm } from '../../api/types/narrow';

export interface FeedContextValue {
  narrow: readonly NarrowTerm[];
  pauseReading(): void;
  /** In a full-text search: the narrow's key, under which the server's highlights are kept. */
  searchKey?: string;
}

export const FeedContext = createContext<FeedContextValue | null>(null);

export const useFeedContext = () => useContext(FeedContext);
