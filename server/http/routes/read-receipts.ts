/** Routes: /messages/{message_id}/read_receipts. */
import type { FastifyInstance } from 'fastify';
import { readReceipts } from '../../domain/messages/read-receipts';
import type { Services } from '../../domain/services';
import { pathId } from '../params';
import { authedRoute } from '../route';

export function readReceiptRoutes(app: FastifyInstance, services: Services) {
  // GET /messages/{message_id}/read_receipts
  authedRoute(
    app,
    services,
    { method: 'GET', url: '/messages/:message_id/read_receipts', params: {} },
    ({ user, path }) => readReceipts(services.db, user, pathId(path.message_id, 'message_id')),
  );
}
