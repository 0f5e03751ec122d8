/** `POST /testing/clock` (only with `--testing-clock`): moves the server's time forward. */
import type { FastifyInstance } from 'fastify';
import type { ShiftedClock } from '../events/clock';
import type { Scheduler } from '../events/scheduler';

/**
 * `advance_seconds` moves every timestamp the server gives from now on, then sends what that
 * made due, so an end-to-end test sees "a minute from now" arrive at once.
 */
export function installTestingClock(
  app: FastifyInstance,
  clock: ShiftedClock,
  scheduler: Scheduler,
) {
  app.post('/testing/clock', async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const seconds = Number(body.advance_seconds);
    if (!Number.isFinite(seconds) || seconds < 0) {
      return reply
        .code(400)
        .send({ result: 'error', msg: 'advance_seconds: a number ≥ 0', code: 'BAD_REQUEST' });
    }
    clock.advance(seconds * 1000);
    const delivered = scheduler.runDue();
    return { result: 'success', msg: '', now: Math.floor(clock.now() / 1000), delivered };
  });
}
