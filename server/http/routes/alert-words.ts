/** Routes: /users/me/alert_words. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addUserAlertWords, alertWordsState, removeUserAlertWords } from '../../domain/alert-words';
import type { Services } from '../../domain/services';
import { param } from '../params';
import { authedRoute } from '../route';
import { orgContext } from './org-context';

const words = { alert_words: param.json(z.array(z.string())) };

export function alertWordRoutes(app: FastifyInstance, services: Services) {
  // GET /users/me/alert_words
  authedRoute(
    app,
    services,
    { method: 'GET', url: '/users/me/alert_words', params: {} },
    ({ user }) => alertWordsState(services.db, user),
  );

  // POST /users/me/alert_words
  authedRoute(
    app,
    services,
    { method: 'POST', url: '/users/me/alert_words', params: words },
    (ctx) =>
      ctx.commit(addUserAlertWords(orgContext(services, ctx), ctx.user, ctx.params.alert_words)),
  );

  // DELETE /users/me/alert_words
  authedRoute(
    app,
    services,
    { method: 'DELETE', url: '/users/me/alert_words', params: words },
    (ctx) =>
      ctx.commit(removeUserAlertWords(orgContext(services, ctx), ctx.user, ctx.params.alert_words)),
  );
}
