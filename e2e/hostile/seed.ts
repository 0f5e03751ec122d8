/**
 * Puts the hostile corpus everywhere text reaches a screen, over the API: message content and
 * topics, channel names and descriptions, people's names and profile fields, saved snippets,
 * linkifier URL templates, an edit history, reactions.
 */
import { apiAs, expect } from '../support';
import type { Hostile } from './corpus';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const oneLine = (s: string) => s.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
const clip = (s: string, max: number) => [...s].slice(0, max).join('').trim();

/** Texts packed into as few strings of at most `max` characters as they fit, in order. */
export function pack(texts: string[], max: number, sep = ' '): string[] {
  const out: string[] = [];
  let current = '';
  for (const raw of texts) {
    const t = clip(raw, max);
    if (current && [...current].length + sep.length + [...t].length > max) {
      out.push(current);
      current = '';
    }
    current = current ? `${current}${sep}${t}` : t;
  }
  if (current) out.push(current);
  return out;
}

/** `fn` over `items`, a few at a time (the server answers each in order of arrival). */
async function inParallel<T, R>(items: T[], fn: (item: T) => Promise<R>, width = 6): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return out;
}

export const HOSTILE_CHANNEL = 'hostile corpus';
/** One message per corpus string in this channel; its topic is the string too. */
export const topicOf = (h: Hostile) => clip(oneLine(h.text), 60) || `hostile ${h.n}`;

/** A full name Zulip accepts, made of the string's own characters. */
const nameOf = (h: Hostile) => clip(oneLine(h.text).replace(/[*`\\>"@]/g, ''), 100);

export interface Seeded {
  channelId: number;
  channelNames: string[];
  messageIds: number[];
  renamed: { email: string; full_name: string }[];
  snippetTitles: string[];
  edited: number;
  linkifiers: { accepted: string[]; refused: { template: string; msg: string }[] };
  reaction: { refused: { emoji_name: string; msg: string }[]; accepted: string };
}

/** Seeds the server at `url`. */
export async function seed(url: string, corpus: Hostile[]): Promise<Seeded> {
  const iago = await apiAs('iago', url);
  const desdemona = await apiAs('desdemona', url);
  const texts = corpus.map((h) => h.text);

  // Channels: one to hold the messages, and channels named and described with the corpus.
  const descriptions = pack(texts, 1024);
  const channelNames = descriptions.map((_, i) => {
    const h = corpus[(i * 7) % corpus.length]!;
    return `${clip(oneLine(h.text), 52)} #${i}`;
  });
  await iago.call('POST', 'users/me/subscriptions', {
    subscriptions: JSON.stringify([
      { name: HOSTILE_CHANNEL, description: 'Where the hostile corpus is sent.' },
      ...channelNames.map((name, i) => ({ name, description: descriptions[i] })),
    ]),
    principals: JSON.stringify(['iago@example.com', 'desdemona@example.com']),
  });

  // Messages: one per string, its topic the string as a topic can hold it. Sent by Desdemona,
  // so they are unread for Iago (Inbox shows them).
  const messageIds = await inParallel(corpus, (h) =>
    desdemona.send(HOSTILE_CHANNEL, topicOf(h), h.text),
  );

  // Names: the people Iago sees, renamed by the owner within Zulip's rules for names.
  const people = [
    'desdemona@example.com',
    'othello@example.com',
    'hamlet@example.com',
    'cordelia@example.com',
    'prospero@example.com',
    'shiva@example.com',
    'polonius@example.com',
  ];
  const renamed: Seeded['renamed'] = [];
  const named = corpus.filter((h) => /[<&:]/.test(h.text) && nameOf(h).length > 3);
  for (const [i, email] of people.entries()) {
    const { user } = await iago.call('GET', `users/${encodeURIComponent(email)}`);
    const full_name = `${nameOf(named[(i * 11) % named.length]!)} ${i}`;
    const answer = await desdemona.raw('PATCH', `users/${user.user_id}`, { full_name });
    expect(answer, full_name).toMatchObject({ result: 'success' });
    renamed.push({ email, full_name });
  }

  // Profile fields: Desdemona's and Othello's text fields and website hold corpus strings.
  const { custom_fields } = await iago.call('GET', 'realm/profile_fields');
  const field = (name: string) =>
    (custom_fields as { id: number; name: string }[]).find((f) => f.name === name)!.id;
  for (const [i, email] of ['desdemona@example.com', 'othello@example.com'].entries()) {
    const { user } = await iago.call('GET', `users/${encodeURIComponent(email)}`);
    const bio = pack(texts.slice(i * 40, i * 40 + 40), 500, '\n\n')[0]!;
    await desdemona.call('PATCH', `users/${user.user_id}`, {
      profile_data: JSON.stringify([
        { id: field('Phone number'), value: clip(oneLine(texts[i]!), 50) },
        { id: field('Biography'), value: bio },
        { id: field('Pronouns'), value: clip(oneLine(texts[i + 20]!), 50) },
        { id: field('Website'), value: `https://example.com/"><img/src=x/onerror=alert(${i})>` },
      ]),
    });
  }

  // Saved snippets: one per string.
  const snippetTitles = await inParallel(corpus, async (h) => {
    const title = clip(oneLine(h.text), 60) || `snippet ${h.n}`;
    await iago.call('POST', 'saved_snippets', { title, content: h.text });
    return title;
  });

  // Edit history: one message edited through the whole corpus, a chunk at a time.
  const editedId = await desdemona.send(HOSTILE_CHANNEL, 'edit history', 'before the edits');
  const chunks = pack(texts, 9000, '\n\n');
  for (const content of chunks) await desdemona.call('PATCH', `messages/${editedId}`, { content });

  // Linkifiers: templates with markup and script URLs; Zulip takes only http(s) URL templates.
  const linkifiers: Seeded['linkifiers'] = { accepted: [], refused: [] };
  const templates = [
    'javascript:alert({id})',
    'data:text/html,<script>alert({id})</script>',
    'vbscript:msgbox({id})',
    'https://example.com/"><script>alert({id})</script>',
    "https://example.com/{id}'onmouseover='alert(1)",
    'https://example.com/<img src=x onerror=alert(1)>/{id}',
    'https://example.com/issue/{id}?q=%3Cscript%3Ealert(1)%3C/script%3E',
    'https://example.com/{id}#javascript:alert(1)',
  ];
  for (const [i, template] of templates.entries()) {
    const answer = await iago.raw('POST', 'realm/filters', {
      pattern: `hostile${i}-(?P<id>[0-9]+)`,
      url_template: template,
    });
    if (answer.result === 'success') linkifiers.accepted.push(template);
    else linkifiers.refused.push({ template, msg: answer.msg });
  }
  await desdemona.send(
    HOSTILE_CHANNEL,
    'linkified',
    templates.map((_, i) => `hostile${i}-${100 + i}`).join(' '),
  );

  // Reactions: emoji names are checked; markup is refused with a reason, a real name shows.
  const reaction: Seeded['reaction'] = { refused: [], accepted: 'octopus' };
  for (const emoji_name of ['<img src=x onerror=alert(1)>', 'javascript:alert(1)', '"><svg>']) {
    const answer = await desdemona.raw('POST', `messages/${editedId}/reactions`, { emoji_name });
    expect(answer.status).toBe(400);
    reaction.refused.push({ emoji_name, msg: answer.msg });
  }
  await desdemona.call('POST', `messages/${editedId}/reactions`, { emoji_name: 'octopus' });

  return {
    channelId: await iago.streamId(HOSTILE_CHANNEL),
    channelNames,
    messageIds,
    renamed,
    snippetTitles,
    edited: editedId,
    linkifiers,
    reaction,
  };
}
