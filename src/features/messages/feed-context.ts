/** The feed showing a message, for the message's actions (FeedContextValue, in common/active-feed.ts). */
import { createContext, useContext } from 'react';
import type { FeedContextValue } from '../common/active-feed';

export type { FeedContextValue };

export const FeedContext = createContext<FeedContextValue | null>(null);

export const useFeedContext = () => useContext(FeedContext);
