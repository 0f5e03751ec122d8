import { afterAll, beforeAll, expect, it } from 'vitest';
import { isRefusal } from '../../testing/org-harness';
import { startTestServer, type TestServer } from '../../testing/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const JUNK: Record<string, unknown>[] = [
  {},
  { subscriptions: 'not json', principals: '{', stream_id: 'x', data: '[1', topic: 5 },
  { subscriptions: [{ nome: 'x' }], principals: [{}], subscription_data: [{}], add: 'x' },
  { new_name: '', description: 'x'.repeat(5000), is_private: 'maybe', role: 'owner' },
  { can_administer_channel_group: { new: 'x' }, can_send_message_group: '{"new": 1, "old": {}}' },
  { name: '', members: [-1], pattern: '(', url_template: '{', ordered_linkifier_ids: [1, 1] },
  { visibility_policy: 99, op: 'toggle', stream: 'nope', title: '', content: '' },
  { alert_words: [5], color_scheme: 'dark', message_content_edit_limit_seconds: 'forever' },
];

const ENDPOINTS: Array<[string, string]> = [
  ['GET', '/streams'],
  ['GET', '/streams/abc'],
  ['GET', '/streams/99999999999999999999'],
  ['PATCH', '/streams/1'],
  ['DELETE', '/streams/-1'],
  ['GET', '/get_stream_id'],
  ['GET', '/streams/1/members'],
  ['POST', '/users/me/subscriptions'],
  ['DELETE', '/users/me/subscriptions'],
  ['PATCH', '/users/me/subscriptions'],
  ['POST', '/users/me/subscriptions/properties'],
  ['PATCH', '/users/me/subscriptions/muted_topics'],
  ['POST', '/user_topics'],
  ['GET', '/users/nobody'],
  ['POST', '/users'],
  ['PATCH', '/users/2'],
  ['DELETE', '/users/abc'],
  ['POST', '/users/abc/reactivate'],
  ['PATCH', '/users/me/profile_data'],
  ['DELETE', '/users/me/profile_data'],
  ['POST', '/user_groups/create'],
  ['PATCH', '/user_groups/9'],
  ['POST', '/user_groups/9/members'],
  ['GET', '/user_groups/x/members'],
  ['POST', '/user_groups/999/deactivate'],
  ['POST', '/saved_snippets'],
  ['PATCH', '/saved_snippets/x'],
  ['DELETE', '/saved_snippets/999'],
  ['POST', '/realm/filters'],
  ['PATCH', '/realm/filters/999'],
  ['PATCH', '/realm/linkifiers'],
  ['PATCH', '/settings'],
  ['POST', '/users/me/alert_words'],
  ['PATCH', '/realm'],
];

it('bad input is never a 500 and always the error envelope', async () => {
  for (const email of ['desdemona@example.com', 'polonius@example.com']) {
    const c = await t.as(email);
    for (const [method, path] of ENDPOINTS) {
      for (const params of JUNK) {
        const res = await c.request(method, path, params);
        const where = `${email} ${method} ${path} ${JSON.stringify(params).slice(0, 80)}`;
        expect(res.status, `${where}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
        if (res.status !== 200) expect(isRefusal(res.body), where).toBe(true);
      }
    }
  }
});
