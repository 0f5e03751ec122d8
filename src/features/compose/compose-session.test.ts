import { expect, it } from 'vitest';
import { outboxStorageKey } from '../../model/outbox';
import { outboxKey } from './compose-session';

it('looks for unsent messages where the outbox keeps them', () => {
  expect(outboxKey('https://chat.example.com', 7)).toBe(
    outboxStorageKey('https://chat.example.com', 7),
  );
});
