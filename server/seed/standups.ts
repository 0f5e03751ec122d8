/** The demo's daily standup topics. */
import type { TopicScript } from './conversations';

const DONE = [
  'fixed the flaky search test',
  'reviewed two pull requests',
  'wrote the migration for reactions',
  'paired with Othello on the compose box',
  'cleaned up the settings page',
  'answered support questions',
  'profiled the message list scrolling',
  'updated the translations',
  'finished the unread counts refactor',
  'triaged new bugs',
  'wrote docs for linkifiers',
  'tested the mobile layout',
];

const NEXT = [
  'start on the topic move dialog',
  'look at the typing indicator timing',
  'write tests for muting',
  'review the release notes',
  'prepare the demo for Friday',
  'investigate the slow login report',
  'help Cordelia with the FAQ',
  'tidy up the channel settings',
  'pair on the event queue reconnect logic',
  'update the onboarding guide',
];

const BLOCKERS = [
  'No blockers.',
  'No blockers.',
  'Blocked on a review.',
  'Waiting for the staging server.',
];

/** A daily standup topic in Verona for each of the last `days` days, one line per speaker. */
export function standupScripts(
  days: number,
  speakers: readonly string[],
  now: number,
): Array<TopicScript & { daysAgo: number }> {
  const scripts: Array<TopicScript & { daysAgo: number }> = [];
  for (let d = days; d >= 1; d--) {
    const date = new Date((now - d * 86400) * 1000).toISOString().slice(0, 10);
    scripts.push({
      daysAgo: d,
      channel: 'Verona',
      topic: `standup ${date}`,
      lines: speakers.map((who, i) => ({
        who,
        text: `Yesterday I ${DONE[(d * 7 + i * 3) % DONE.length]}. Today I will ${NEXT[(d * 5 + i) % NEXT.length]}. ${BLOCKERS[(d + i) % BLOCKERS.length]}`,
      })),
    });
  }
  return scripts;
}
