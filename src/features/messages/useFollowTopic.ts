/**
 * A view of a topic follows the topic when all of it moves (renamed, resolved, or taken to
 * another channel), as Zulip does: its model says where the conversation went, and the reader
 * lands there, at the message they were reading, in place of this history entry.
 */
import { useEffect } from 'react';
import type { NarrowTerm } from '../../api/types/narrow';
import { narrowToHash } from '../../model/narrow-url';
import { useApp } from '../common/app-context';
import { afterLayersClosed } from './actions/back-closes';
import { loadPosition } from './reading-positions';

export function useFollowTopic(movedTo: NarrowTerm[] | undefined, entry: string): void {
  const app = useApp();
  useEffect(() => {
    if (!movedTo) return;
    afterLayersClosed(() => {
      const at = loadPosition(entry);
      const hash = narrowToHash(
        movedTo,
        { channelName: (id) => app.parley.getState().channels[id]?.name },
        at && at !== 'bottom' ? at.id : undefined,
      );
      app.navigate(hash, { replace: true });
    });
  }, [movedTo, entry, app]);
}
