import { describe } from 'vitest';
import type { DraftsEvent, UserSettingsUpdateEvent } from '../api/types/event';
import type { Draft } from '../api/types/models';
import { reduceDrafts, type SyncedDrafts } from './synced-drafts';
import { reducerTable } from './test-support';

const soup: Draft = {
  id: 1,
  type: 'stream',
  to: [10],
  topic: 'lunch',
  content: 'Soup?',
  timestamp: 5,
};
const hi: Draft = { id: 2, type: 'private', to: [4], topic: '', content: 'Hi', timestamp: 6 };
const setting = (value: boolean, property = 'enable_drafts_synchronization') =>
  ({ id: 1, type: 'user_settings', op: 'update', property, value }) as UserSettingsUpdateEvent;

describe('drafts kept on the server', () => {
  reducerTable<SyncedDrafts, DraftsEvent | UserSettingsUpdateEvent>(reduceDrafts, [
    {
      name: 'add brings each new draft',
      before: { 1: soup },
      event: { id: 1, type: 'drafts', op: 'add', drafts: [hi] },
      after: { 1: soup, 2: hi },
      idempotent: true,
    },
    {
      name: 'update replaces the draft',
      before: { 1: soup, 2: hi },
      event: { id: 1, type: 'drafts', op: 'update', draft: { ...soup, content: 'Stew?' } },
      after: { 1: { ...soup, content: 'Stew?' }, 2: hi },
      idempotent: true,
    },
    {
      name: 'remove deletes it',
      before: { 1: soup, 2: hi },
      event: { id: 1, type: 'drafts', op: 'remove', draft_id: 1 },
      after: { 2: hi },
      idempotent: true,
    },
    {
      name: 'remove of an unknown ID changes nothing',
      before: { 1: soup },
      event: { id: 1, type: 'drafts', op: 'remove', draft_id: 9 },
      after: { 1: soup },
    },
    {
      name: 'synchronization turned off: the server deleted them all',
      before: { 1: soup, 2: hi },
      event: setting(false),
      after: {},
      idempotent: true,
    },
    {
      name: 'synchronization turned on: nothing to add yet',
      before: {},
      event: setting(true),
      after: {},
    },
    {
      name: 'another setting leaves them',
      before: { 1: soup },
      event: setting(false, 'enter_sends'),
      after: { 1: soup },
    },
  ]);
});
