/** Where a scheduled message goes, as compose addresses it. */
import type { ScheduledMessage } from '../../api/types/models';
import type { ComposeTarget } from '../../model/compose-target';

export function targetOfScheduled(m: ScheduledMessage, self: number): ComposeTarget {
  if (m.type === 'stream') {
    return { type: 'stream', stream_id: m.to as number, topic: m.topic ?? '' };
  }
  const ids = [m.to].flat();
  const others = ids.filter((id) => id !== self);
  return { type: 'private', to: others.length ? others : ids };
}
