/** The event system of the process: queues plus the fan-out of domain notices. */
import type { EventBody, Notice, NoticeSink } from '../domain/notices';
import { type Clock, systemClock } from './clock';
import { deliveriesFor, type UserLookup } from './fanout';
import { QueueManager } from './manager';
import type { EventQueue } from './queue';

export interface EventSystemConfig {
  heartbeatSeconds: number;
  queueLifespanSeconds: number;
}

/**
 * The process's real-time event system: the queue manager plus fan-out of domain notices to
 * the queues of the users each notice names.
 */
export class EventSystem implements NoticeSink {
  readonly queues: QueueManager;

  constructor(
    config: EventSystemConfig,
    private readonly users: UserLookup,
    clock: Clock = systemClock,
  ) {
    this.queues = new QueueManager(clock, {
      heartbeatMs: config.heartbeatSeconds * 1000,
      lifespanMs: config.queueLifespanSeconds * 1000,
    });
  }

  publish(notices: readonly Notice[]): void {
    const touched = new Set<EventQueue>();
    for (const notice of notices) {
      const shared = new Map<string, EventBody>();
      for (const userId of new Set(notice.users)) {
        const queues = this.queues.queuesOf(userId);
        if (!queues) continue;
        for (const q of queues) {
          for (const d of deliveriesFor(q, notice, shared, this.users)) {
            q.push(d.event, d.extra);
            touched.add(q);
          }
        }
      }
    }
    // Polls are answered once per publish, so one change's events arrive together.
    for (const q of touched) this.queues.finish(q);
  }

  close(): void {
    this.queues.close();
  }
}

/** The EventSystem behind `services.notices`; routes reach queues through it. */
export function eventSystemOf(services: { notices: NoticeSink }): EventSystem {
  if (!(services.notices instanceof EventSystem)) {
    throw new Error('The event system is not installed as services.notices');
  }
  return services.notices;
}
