import { expect, it } from 'vitest';
import { quoteText } from './quote-and-reply';

it('quotes as Zulip does, with a fence the quoted text cannot close', () => {
  expect(quoteText('Othello', 12, 'http://x/#narrow/near/5', 'Hello')).toBe(
    '@_**Othello|12** [said](http://x/#narrow/near/5):\n```quote\nHello\n```\n',
  );
  expect(quoteText('Iago', 3, 'L', 'code:\n```\nx\n```')).toBe(
    '@_**Iago|3** [said](L):\n````quote\ncode:\n```\nx\n```\n````\n',
  );
});
