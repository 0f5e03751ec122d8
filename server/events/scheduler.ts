/**
 * The scheduler inside the server process: on start it sends what fell due while the server
 * was down, then looks again every second (a query on an index of unsent rows). Time comes
 * from an injected clock and `services.now`, so tests move it without waiting.
 */

import { deliverDue } from '../domain/scheduled/delivery';
import type { Services } from '../domain/services';
import type { Clock } from './clock';

/** How often the scheduler looks for due messages (Zulip's worker looks about as often). */
export const SCHEDULER_INTERVAL_MS = 1000;

export class Scheduler {
  private timer: unknown;
  private closed = false;

  constructor(
    private readonly services: Services,
    private readonly clock: Clock,
  ) {}

  /** Sends what is already due, then keeps looking. */
  start(): void {
    this.tick();
  }

  /** Sends everything due now (also what a test hook calls after moving the clock). */
  runDue(): number {
    return deliverDue(this.services);
  }

  private tick(): void {
    if (this.closed) return;
    try {
      this.runDue();
    } catch (e) {
      // The database may be closing under us; the next tick tries again.
      console.error('scheduled messages:', e);
    }
    this.timer = this.clock.setTimeout(() => this.tick(), SCHEDULER_INTERVAL_MS);
  }

  close(): void {
    this.closed = true;
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
  }
}
