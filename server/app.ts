/** The server process: opens the data directory (seeding a new one) and builds the HTTP app. */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { ServerConfig } from './config';
import { type Db, openDatabase } from './db/database';
import { ReadWorker } from './db/read-worker';
import { getRealm } from './db/realm';
import { countChannelActivity } from './domain/channel-activity';
import type { Services } from './domain/services';
import { type Clock, ShiftedClock, systemClock } from './events/clock';
import { Scheduler } from './events/scheduler';
import { EventSystem } from './events/system';
import { eventUserLookup } from './events/users';
import { FORM_BODY_LIMIT, installBodyParsers } from './http/body';
import { installCompression } from './http/compression';
import { clientErrorEnvelope, frameworkError, installErrorEnvelope } from './http/envelope';
import { installRateLimits, setRateLimits } from './http/rate-limits';
import { ROUTE_MODULES } from './http/routes';
import { installSecurityHeaders } from './http/security-headers';
import { builtAppFiles } from './http/static-cache';
import { installTestingClock } from './http/testing-clock';
import { READ_THREAD } from './paths';
import { seedDemoOrganization } from './seed/demo';

export interface ParleyServer {
  app: FastifyInstance;
  services: Services;
  /** Demo passwords when this start created the demo organization. */
  createdDemo: boolean;
  /** Sends scheduled messages and reminders at their time. */
  scheduler: Scheduler;
  close(): Promise<void>;
}

export interface BuildOptions {
  now?: () => number;
  /** The scheduler's timers, and the time when `now` is not given (in milliseconds). */
  clock?: Clock;
  logger?: boolean;
}

/** Opens the data dir (seeding an empty one) and builds the HTTP app; call `app.listen` to serve. */
export async function buildServer(
  config: ServerConfig,
  options: BuildOptions = {},
): Promise<ParleyServer> {
  const db: Db = openDatabase(config.dataDir);
  const clock =
    options.clock ?? (config.testingClock ? new ShiftedClock(systemClock) : systemClock);
  const now = options.now ?? (() => Math.floor(clock.now() / 1000));
  const events = new EventSystem(config, eventUserLookup(db));
  const reads = db.memory ? undefined : new ReadWorker(db.name, READ_THREAD);
  const services: Services = { db, reads, config, notices: events, now };
  let createdDemo = false;
  if (!getRealm(db)) {
    await seedDemoOrganization(services);
    createdDemo = true;
  }
  // Each channel's activity, counted now rather than by the first register.
  countChannelActivity(db, now());

  const app = Fastify({
    logger: options.logger ? { level: 'warn' } : false,
    // Warnings and errors only: a log line per request would cost every long-poll.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: FORM_BODY_LIMIT,
    // Long path segments are legitimate (`GET /users/{email}` with a 254-character address).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2048 },
    frameworkErrors: frameworkError,
    clientErrorHandler: clientErrorEnvelope,
    // On shutdown every connection ends, idle keep-alive ones included; long-polls were answered first.
    forceCloseConnections: true,
  });
  installErrorEnvelope(app);
  await installSecurityHeaders(app);
  installCompression(app);
  setRateLimits(services, await installRateLimits(app, config));
  await installBodyParsers(app, FORM_BODY_LIMIT);
  for (const routes of ROUTE_MODULES) routes(app, services);
  const scheduler = new Scheduler(services, clock);
  if (config.testingClock && clock instanceof ShiftedClock) {
    installTestingClock(app, clock, scheduler);
  }
  if (fs.existsSync(path.join(config.distDir, 'index.html'))) {
    await app.register(fastifyStatic, builtAppFiles(config.distDir));
  }
  // What fell due while the server was down goes now, before anyone can ask for it.
  scheduler.start();
  return {
    app,
    services,
    createdDemo,
    scheduler,
    async close() {
      scheduler.close();
      // Long-polls end first, or the HTTP server would wait for their heartbeats.
      events.close();
      await app.close();
      await reads?.close();
      db.close();
    },
  };
}
