/**
 * A view of a topic follows the topic when all of it moves (renamed, resolved, or taken to
 * another channel), as Zulip does: the reader lands where the conversation went.
 */
import { useEffect, useRef } from 'react';
import type { NarrowTerm } from '../../api/types/narrow';
import { followTopicMove } from '../../model/topic-move';
import { useApp } from '../common/app-context';
import { afterLayersClosed } from '../message-actions/back-closes';

export function useFollowTopicMove(
  narrow: readonly NarrowTerm[],
  follow: (to: NarrowTerm[]) => void,
): void {
  const app = useApp();
  const latest = useRef(follow);
  latest.current = follow;
  useEffect(() => {
    const channelId = (operand: NarrowTerm['operand']) => {
      if (typeof operand === 'number') return operand;
      const channels = Object.values(app.parley.getState().channels);
      return channels.find((c) => c.name.toLowerCase() === String(operand).toLowerCase())
        ?.stream_id;
    };
    return app.parley.subscribeEvents((events) => {
      for (const event of events) {
        if (event.type !== 'update_message') continue;
        const to = followTopicMove(narrow, event as never, channelId);
        if (to) {
          afterLayersClosed(() => latest.current(to));
          return;
        }
      }
    });
  }, [app, narrow]);
}
