/** Routes: /server_settings. */
import type { FastifyInstance } from 'fastify';
import { serverSettings } from '../../domain/server-settings';
import type { Services } from '../../domain/services';
import { openRoute, realmUrlOf } from '../route';

export function serverSettingsRoutes(app: FastifyInstance, services: Services) {
  // GET /server_settings
  openRoute(app, services, { method: 'GET', url: '/server_settings', params: {} }, (ctx) =>
    serverSettings(services.db, services.config, realmUrlOf(ctx.req)),
  );
}
