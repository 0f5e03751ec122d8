/**
 * The part of the demo history that shows every kind of message at once: images (uploaded by
 * their senders), a table, math, a spoiler, code, mentions and links; and topics that were
 * moved or resolved along the way, by the same operation as PATCH /messages/{id}.
 */
import fs from 'node:fs';
import path from 'node:path';
import { FLAG_BITS } from '../db/flags';
import { changeFlag } from '../db/user-messages';
import type { UserRow } from '../db/users';
import { editMessage } from '../domain/messages/edit';
import { saveUpload } from '../domain/messages/uploads';
import type { Services } from '../domain/services';
import { SEED_ASSETS } from '../paths';
import type { Line, TopicScript } from './conversations';

export interface ShowcaseScript extends TopicScript {
  daysAgo: number;
  /** After its last line, `by` moves the whole topic here. */
  move?: { by: string; channel?: string; topic: string };
  /** After its last line, `by` marks the topic resolved. */
  resolve?: { by: string };
}

const L = (who: string, text: string): Line => ({ who, text });

const asset = (name: string) => fs.readFileSync(path.join(SEED_ASSETS, name));

/** Uploads the pictures the showcase talks about, as their senders would, at `time`. */
export function uploadShowcaseImages(
  services: Services,
  user: (who: string) => UserRow,
  time: number,
) {
  const at = { ...services, now: () => time };
  const upload = (who: string, name: string) =>
    saveUpload(at, user(who), { filename: name, data: asset(name) }).result.url;
  return {
    burndown: upload('iago', 'burndown.png'),
    sketch: upload('cordelia', 'sidebar-sketch.png'),
  };
}

export function showcaseScripts(images: { burndown: string; sketch: string }): ShowcaseScript[] {
  return [
    {
      channel: 'Verona',
      topic: 'sprint review',
      daysAgo: 9,
      lines: [
        L('iago', `The burndown for this sprint: [burndown.png](${images.burndown})`),
        L('othello', 'We flattened out in the middle, that was the search regression.'),
        L(
          'iago',
          'Where the points went:\n\n| area | planned | done |\n| --- | ---: | ---: |\n| search | 13 | 13 |\n| compose | 8 | 5 |\n| settings | 5 | 5 |\n| bugs | 14 | 10 |',
        ),
        L('hamlet', 'Compose slipped because of the upload rework. It lands next week.'),
        L('desdemona', 'Good sprint anyway :tada: Retro notes in #**Verona>retro**.'),
      ],
    },
    {
      channel: 'Verona',
      topic: 'sidebar redesign',
      daysAgo: 12,
      lines: [
        L(
          'cordelia',
          `First sketch of the collapsed sidebar: [sidebar-sketch.png](${images.sketch})`,
        ),
        L('othello', 'Icons only when collapsed? How do people tell the channels apart?'),
        L('cordelia', 'Colour and the first letter, and the full name on hover.'),
        L('prospero', "I like it. @**Cordelia, Lear's daughter** can we try it with 40 channels?"),
      ],
    },
    {
      channel: 'general',
      topic: 'latency maths',
      daysAgo: 16,
      lines: [
        L('prospero', 'Why the p99 matters more than the average, in one line:'),
        L(
          'prospero',
          'With $$n$$ requests per page, the chance that a page sees at least one slow one is\n\n```math\nP = 1 - (1 - p)^{n}\n```',
        ),
        L('hamlet', 'So with 20 requests and $$p = 0.01$$ that is about 18%. Ouch.'),
        L(
          'othello',
          'Which is why the event queue batches. See https://zulip.com/api/real-time-events',
        ),
      ],
    },
    {
      channel: 'general',
      topic: 'book club: the ending',
      daysAgo: 6,
      lines: [
        L(
          'cordelia',
          'For those who finished the book:\n```spoiler What happens on the ice\nThey make it across, but only one of them comes home.\n```',
        ),
        L('othello', 'Finished it last night. I should not have opened that spoiler earlier.'),
        L('polonius', 'I shall read the ending first, as is my custom.'),
      ],
    },
    {
      channel: 'general',
      topic: 'parking',
      daysAgo: 19,
      lines: [
        L('othello', 'Is the parking garage open on weekends?'),
        L('shiva', 'Saturdays until 14:00, closed on Sundays.'),
        L('othello', 'Thanks! That settles it.'),
      ],
      resolve: { by: 'othello' },
    },
    {
      channel: 'Denmark',
      topic: 'heating',
      daysAgo: 14,
      lines: [
        L('hamlet', 'The heating in the west tower is off again. It is bitter cold.'),
        L('shiva', 'The boiler needed a new valve. Warm again by tonight.'),
        L('hamlet', 'It is warm. Thank you, @**Shiva**.'),
      ],
      resolve: { by: 'shiva' },
    },
    {
      channel: 'general',
      topic: 'deploy script',
      daysAgo: 22,
      lines: [
        L(
          'prospero',
          'The deploy script fails on a fresh machine:\n```bash\n$ ./deploy.sh staging\nerror: missing variable PARLEY_DATA_DIR\n```',
        ),
        L(
          'iago',
          'It needs `PARLEY_DATA_DIR` set; the README says so, but too late. Moving this to #**Verona**.',
        ),
        L('prospero', 'Found it, thanks. I will move the line up in the README.'),
      ],
      move: { by: 'iago', channel: 'Verona', topic: 'deploy script' },
    },
    {
      channel: 'Rome',
      topic: 'misc',
      daysAgo: 11,
      lines: [
        L('desdemona', 'Should the public docs have a page on keyboard shortcuts?'),
        L('othello', 'Yes, with the ones people ask about most: `n`, `r`, `c` and `?`.'),
        L('desdemona', 'Giving this its own topic so it can be found later.'),
      ],
      move: { by: 'desdemona', topic: 'docs: keyboard shortcuts' },
    },
  ];
}

/** Performs a script's move or resolve after its last line, as its mover would, at `time`. */
export function finishShowcaseTopic(
  services: Services,
  script: ShowcaseScript,
  lastMessageId: number,
  user: (who: string) => UserRow,
  streamId: (name: string) => number,
  time: number,
) {
  const at = { ...services, now: () => time };
  const change = script.move
    ? {
        by: script.move.by,
        topic: script.move.topic,
        stream_id: script.move.channel ? streamId(script.move.channel) : undefined,
      }
    : script.resolve
      ? { by: script.resolve.by, topic: `✔ ${script.topic}`, stream_id: undefined }
      : undefined;
  if (!change) return;
  const done = editMessage({ services: at, user: user(change.by), realmUrl: '' }, lastMessageId, {
    topic: change.topic,
    ...(change.stream_id !== undefined ? { stream_id: change.stream_id } : {}),
    propagate_mode: 'change_all',
    send_notification_to_old_thread: false,
    send_notification_to_new_thread: true,
  });
  // Its Notification Bot notice is history too: read by everyone, like the lines around it.
  for (const notice of done.notices) {
    const event = notice.event as { type: string; message?: { id: number } };
    if (event.type !== 'message' || !event.message) continue;
    for (const u of notice.users)
      changeFlag(services.db, u, [event.message.id], FLAG_BITS.read, true);
  }
}
