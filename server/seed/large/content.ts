/**
 * Message text for the large organization: a few hundred messages written once and rendered
 * once by the real renderer, then reused; a mention slot is filled in by string replacement.
 */
import { escapeText, renderMarkdown } from '../../../src/markdown';
import { TOPIC_SUBJECTS } from './names';
import type { Random } from './random';

export interface Template {
  content: string;
  html: string;
  hasLink: boolean;
  /** Whether the text mentions someone (filled in by `fill`). */
  mentions: boolean;
}

const SLOT_ID = 987654321;
const SLOT_NAME = 'Mention Slot';

const OPENERS = [
  'Quick update:',
  'Heads up,',
  'FYI',
  'Question:',
  'Small thing:',
  'Following up on this,',
  'Good news:',
  'Not sure about this, but',
  'From the call today:',
  'Reminder:',
  '',
  '',
];

const STATEMENTS = [
  'the {s} is done and merged',
  'the {s} is blocked on review',
  'we moved the {s} to next week',
  'can someone take a look at the {s}?',
  'I pushed a fix for the {s}',
  'the numbers for the {s} look better than expected',
  'the {s} needs one more pass before we ship',
  'who owns the {s} now?',
  'I wrote up notes on the {s} in the doc',
  'the {s} failed again on staging',
  'we should pair on the {s} tomorrow',
  'the {s} is ready for testing',
  'thanks for the help with the {s}',
  'the {s} went out this morning without trouble',
  'I have a draft of the {s}, feedback welcome',
];

const CLOSERS = [
  '',
  '',
  'Thanks!',
  'More soon.',
  'Let me know what you think.',
  'Does that work for everyone?',
  ':+1:',
  'I will keep this topic updated.',
];

const SPECIAL = [
  'Here is what I ran:\n\n```bash\nnpm run build && npm test\n```\n\nIt passes locally.',
  'The stack trace:\n\n```\nError: timeout after 30000 ms\n    at fetch (client.js:120)\n```',
  '> the {s} is late again\n\nIt is on track now, see the latest numbers.',
  'Plan for the {s}:\n\n- write the proposal\n- review with the team\n- ship behind a flag',
  'Steps:\n\n1. open settings\n2. change the {s}\n3. save and reload',
  'Docs are at https://example.com/docs/{s} if anyone needs them.',
  'The dashboard for the {s}: [metrics](https://example.com/metrics/{s})',
  '**Decision:** we go ahead with the {s}. *Objections* by Friday please.',
  'Use `make {s}` rather than the old script.',
  ':tada: the {s} shipped!',
  'lgtm :white_check_mark:',
  ':eyes:',
];

const MENTIONS = [
  '@**Mention Slot** can you check the {s}?',
  '@**Mention Slot** thanks, the {s} looks good now.',
  'Looping in @**Mention Slot** for the {s}.',
  '@**Mention Slot** what is the status of the {s}?',
];

const SLOT_CONTEXT = {
  users: [{ id: SLOT_ID, full_name: SLOT_NAME, is_active: true }],
  groups: [],
  streams: [],
  realmEmoji: [],
  linkifiers: [],
  realmUrl: '',
};

function render(content: string): Template {
  const html = renderMarkdown(content, SLOT_CONTEXT).html;
  return {
    content,
    html,
    hasLink: html.includes('<a href='),
    mentions: content.includes(`@**${SLOT_NAME}**`),
  };
}

/** `count` plain messages, the special ones and the mentions, each rendered once. */
export function templates(r: Random, count: number): { plain: Template[]; mentions: Template[] } {
  const subject = () => r.pick(TOPIC_SUBJECTS);
  const plain: Template[] = [];
  for (let i = 0; i < count; i++) {
    const sentence = r.pick(STATEMENTS).replace('{s}', subject());
    const opener = r.pick(OPENERS);
    const first = opener ? `${opener} ${sentence}` : capitalize(sentence);
    const text = [first.endsWith('?') ? first : `${first}.`, r.pick(CLOSERS)]
      .filter(Boolean)
      .join(' ');
    plain.push(render(text));
  }
  for (const s of SPECIAL) plain.push(render(s.replaceAll('{s}', subject())));
  const mentions = MENTIONS.flatMap((m) =>
    [0, 1, 2].map(() => render(m.replace('{s}', subject()))),
  );
  return { plain, mentions };
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A mention template with the slot filled by a real person. */
export function fill(t: Template, person: { id: number; full_name: string }) {
  return {
    content: t.content.replaceAll(`@**${SLOT_NAME}**`, `@**${person.full_name}**`),
    html: t.html.replaceAll(
      `data-user-id="${SLOT_ID}">@${SLOT_NAME}<`,
      `data-user-id="${person.id}">@${escapeText(person.full_name)}<`,
    ),
  };
}
