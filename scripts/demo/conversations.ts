/**
 * What the demo users say during `npm run demo`: hand-written conversations, one per topic or
 * direct-message thread, played a line at a time (see schedule.ts). Speakers are the demo
 * users' keys (server/seed/demo.ts); each speaks only where they may (channel subscribers,
 * `announce` for administrators).
 *
 * A line may carry a `fix` (sent as `text`, then edited to `fix` by its sender a few seconds
 * later) and `react` (emoji names someone else reacts with). A thread may be moved (`move`:
 * after line `after`, `by` moves the whole topic) or resolved (`resolve`: after line `after`,
 * `by` marks it resolved); a resolved thread says nothing more.
 *
 * The first three threads are the ones a demo opens with: between them, within the first
 * minute and in channels (where someone subscribed everywhere sees them all), a reaction, an
 * edit, a move and a resolve.
 */
export type Who =
  | 'desdemona'
  | 'iago'
  | 'shiva'
  | 'hamlet'
  | 'othello'
  | 'cordelia'
  | 'prospero'
  | 'polonius';

export interface DemoLine {
  who: Who;
  text: string;
  fix?: string;
  react?: string[];
}

export interface DemoThread {
  /** A channel topic... */
  channel?: string;
  topic?: string;
  /** ...or a direct-message conversation among these people. */
  dm?: Who[];
  lines: DemoLine[];
  move?: { after: number; by: Who; channel?: string; topic: string };
  resolve?: { after: number; by: Who };
}

const L = (who: Who, text: string, more: Omit<DemoLine, 'who' | 'text'> = {}): DemoLine => ({
  who,
  text,
  ...more,
});

export const DEMO_THREADS: DemoThread[] = [
  {
    channel: 'general',
    topic: 'coffee machine',
    lines: [
      L('othello', 'The coffee machine on the second floor is blinking red again.', {
        react: ['eyes'],
      }),
      L('shiva', 'It only wanted descaling. Works again, marking this resolved.', {
        react: ['coffee', 'heart'],
      }),
    ],
    resolve: { after: 1, by: 'shiva' },
  },
  {
    dm: ['cordelia', 'othello'],
    lines: [
      L('cordelia', 'Are you comming to the design review at three?', {
        fix: 'Are you coming to the design review at three?',
      }),
      L('othello', 'Yes, I will bring the sketches for the new sidebar.', { react: ['+1'] }),
      L('cordelia', 'Perfect. Room 2, the one with the good whiteboard.'),
      L('othello', 'See you there :smile:'),
    ],
  },
  {
    channel: 'general',
    topic: 'release notes draft',
    lines: [
      L('hamlet', 'I wrote a frist draft of the release notes for 2.5, where should it live?', {
        fix: 'I wrote a first draft of the release notes for 2.5, where should it live?',
      }),
      L('iago', 'That belongs with the product team in #**Verona**, moving it there.'),
      L('hamlet', 'Thanks. The draft lists the new search pills and the compact density.', {
        react: ['tada'],
      }),
      L('othello', 'Can we add a line about the faster emoji picker? People noticed.'),
      L('hamlet', 'Added. I also linked the changelog: https://example.com/changelog/2.5'),
      L('iago', 'Looks good to me. Ship it on Friday.', { react: ['rocket'] }),
    ],
    move: { after: 1, by: 'iago', channel: 'Verona', topic: 'release notes draft' },
  },
  {
    channel: 'Verona',
    topic: 'flaky test',
    lines: [
      L('othello', 'The reconnect test failed twice on CI tonight, passed on retry.'),
      L('prospero', 'Timing again? It waits for the heartbeat, which can take a while.'),
      L('othello', 'Probably. I will give it a fake clock instead of sleeping.', {
        react: ['+1'],
      }),
      L('cordelia', 'While you are there: the backoff test has the same pattern.'),
      L('othello', 'Both fixed, 40 runs in a row without a failure.', { react: ['tada'] }),
    ],
    resolve: { after: 4, by: 'othello' },
  },
  {
    dm: ['iago', 'desdemona'],
    lines: [
      L('iago', 'Do you have five minutes before the all-hands?'),
      L('desdemona', 'Sure, call me whenever you are ready.'),
      L('iago', 'Mostly about the hiring plan for next quarter; two roles, maybe three.'),
      L('desdemona', 'Three if the budget holds. Let us talk it through.', { react: ['+1'] }),
    ],
  },
  {
    channel: 'Denmark',
    topic: 'castle wifi',
    lines: [
      L('hamlet', 'The wifi in the east wing drops every few minutes.'),
      L('polonius', 'I have noticed it too, though I confess I noticed it loudly.', {
        react: ['laughing'],
      }),
      L('shiva', 'The access point there is ancient. A new one arrives on Tuesday.'),
      L('cordelia', 'Until then the library has a good signal.'),
      L('hamlet', 'The library it is. Quieter anyway.'),
    ],
  },
  {
    channel: 'general',
    topic: 'team lunch',
    lines: [
      L('desdemona', 'Team lunch on Thursday: pizza or the noodle place?'),
      L('othello', 'Noodles, the pizza place is always full on Thursdays.'),
      L('cordelia', 'Noodles :ramen:', { react: ['ramen'] }),
      L('prospero', 'I have no preference, as long as there is something vegetarian.'),
      L('desdemona', 'Noodles it is. I will book a table for ten at 12:30.', {
        react: ['+1', 'tada'],
      }),
      L('polonius', 'May guests come along?'),
      L('desdemona', 'Of course, @**Polonius**.'),
    ],
  },
  {
    channel: 'Verona',
    topic: 'search performance',
    lines: [
      L('prospero', 'Searching for a common word takes almost two seconds on the big test org.'),
      L('iago', 'Is that the server or the client rendering the results?'),
      L('prospero', 'The server. The query plan shows a full scan of the messages table.', {
        fix: 'The server: the query plan shows a full scan of the messages table.',
      }),
      L('othello', 'We added the full-text index last month, is it being used?'),
      L('prospero', 'Not for queries with a channel operator. I will rewrite that part.'),
      L('iago', 'Please add a benchmark so we notice if it comes back.'),
      L('prospero', 'Down to 80 ms, with a benchmark. Details in #123.', {
        react: ['rocket', 'tada'],
      }),
    ],
    resolve: { after: 6, by: 'iago' },
  },
  {
    dm: ['hamlet', 'polonius'],
    lines: [
      L('polonius', 'My lord, a word about the schedule for the players?'),
      L('hamlet', 'Speak, but briefly.'),
      L('polonius', 'They arrive at six and would like the great hall until nine.'),
      L('hamlet', 'Give them the hall. I have a scene for them to rehearse.'),
    ],
  },
  {
    channel: 'Scotland',
    topic: 'budget review',
    lines: [
      L('desdemona', 'The quarterly numbers are in. We are slightly under budget.'),
      L('iago', 'Mostly travel: fewer conferences than planned.'),
      L('shiva', 'Should we move some of it to hardware? The build machines are slow.'),
      L('desdemona', 'Good idea. @**Shiva**, can you get two quotes by next week?', {
        react: ['+1'],
      }),
      L('shiva', 'Will do.'),
    ],
  },
  {
    channel: 'Rome',
    topic: 'public roadmap',
    lines: [
      L('cordelia', 'Should the public roadmap mention the mobile app yet?'),
      L('desdemona', 'Not until we have a date. Keep it to what is in progress.'),
      L('prospero', 'Then: search, notifications, and the event inspector for developers.'),
      L('othello', 'The inspector is my favourite. Watching events arrive is oddly calming.', {
        react: ['laughing'],
      }),
      L('cordelia', 'Updated the page; it is readable without an account, as this channel is.'),
    ],
  },
  {
    channel: 'Verona',
    topic: 'standup',
    lines: [
      L('iago', 'Standup: what is everyone on today?'),
      L('othello', 'Finishing the typing indicator for group DMs, then reviews.'),
      L('cordelia', 'Translations for the settings pages, and one bug in the date picker.'),
      L('hamlet', 'Profile fields. Still deciding whether the date field needs a time.', {
        fix: 'Custom profile fields. Still deciding whether the date field needs a time.',
      }),
      L('prospero', 'Search: the index work from yesterday.'),
      L('iago', 'Thanks all. No blockers? Good.', { react: ['+1'] }),
    ],
  },
  {
    channel: 'general',
    topic: 'book club',
    lines: [
      L('cordelia', 'Book club: we finished *The Left Hand of Darkness*. Next pick?'),
      L('hamlet', 'Something shorter this time. A play, perhaps?'),
      L('prospero', 'I could suggest one about an island and a storm.', { react: ['laughing'] }),
      L('othello', 'Anything but a tragedy, please.'),
      L('cordelia', 'Poll by Friday, then. Suggestions welcome until then.'),
    ],
  },
  {
    dm: ['shiva', 'iago', 'hamlet'],
    lines: [
      L('shiva', 'Heads up: I am restarting the staging server in ten minutes.'),
      L('hamlet', 'Give me five to finish a migration test?'),
      L('shiva', 'Sure, tell me when.'),
      L('hamlet', 'Done, go ahead.'),
      L('shiva', 'Restarted, everything is green.', { react: ['green_heart'] }),
    ],
  },
  {
    channel: 'Denmark',
    topic: 'players at the castle',
    lines: [
      L('polonius', 'The travelling players arrive tonight. Where shall they sleep?'),
      L('cordelia', 'The guest rooms over the stables are free.'),
      L('hamlet', 'And they shall have the great hall tomorrow evening.'),
      L('shiva', 'I will tell the kitchen to expect eight more for dinner.'),
    ],
    move: { after: 3, by: 'shiva', topic: 'visiting players' },
  },
  {
    channel: 'announce',
    topic: 'office closed on Friday',
    lines: [
      L(
        'desdemona',
        'The office is closed this Friday for the building inspection. Work from home if you can.',
        { react: ['+1', 'house'] },
      ),
      L('iago', 'The staging servers stay up; on-call as usual.'),
    ],
  },
  {
    channel: 'Verona',
    topic: 'design review',
    lines: [
      L('cordelia', 'Design review notes are up. Main points below.'),
      L(
        'cordelia',
        '1. The sidebar gets a collapsed mode\n2. Topics show their unread count\n3. The compose box keeps its height',
      ),
      L('othello', 'On 3: should it remember the height per conversation?'),
      L('cordelia', 'No, one height for all. Simpler, and nobody asked for more.'),
      L('desdemona', 'Agreed. Nice work on the sketches, both of you.', {
        react: ['heart', 'tada'],
      }),
    ],
  },
  {
    dm: ['prospero', 'cordelia'],
    lines: [
      L('prospero', 'Could you look at my translation of the login page? Something reads oddly.'),
      L('cordelia', 'The button says "Enter in" instead of "Log in". Otherwise fine.'),
      L('prospero', 'Ha, thank you. Fixed.', { react: ['smile'] }),
    ],
  },
  {
    channel: 'general',
    topic: 'bike to work week',
    lines: [
      L('othello', 'Bike to work week starts Monday! Who is in?'),
      L('hamlet', 'If it does not rain.'),
      L('shiva', 'I am in. The bike room has new racks, by the way.'),
      L('cordelia', 'Count me in for Tuesday to Thursday.', { react: ['bike'] }),
      L('othello', 'Four of us so far. I will keep a tally here.'),
    ],
  },
  {
    channel: 'Verona',
    topic: 'API docs',
    lines: [
      L('hamlet', 'The docs for `PATCH /messages/{id}` do not say what happens to old topics.'),
      L('iago', 'With `propagate_mode=change_all` every message moves; the old topic is gone.'),
      L('hamlet', 'I will add an example:\n```\npropagate_mode=change_all\ntopic=new name\n```'),
      L('othello', 'And a note about the notices sent to the old and new topics, please.'),
      L('hamlet', 'Both added.', { react: ['+1'] }),
    ],
    resolve: { after: 4, by: 'hamlet' },
  },
  {
    channel: 'Denmark',
    topic: 'ghost sightings',
    lines: [
      L('hamlet', 'The night watch reports something on the battlements again.'),
      L('shiva', 'Probably the new motion lights. They react to bats.'),
      L('polonius', 'I saw a cloud shaped very like a camel last night.', { react: ['camel'] }),
      L('cordelia', 'Or a weasel?'),
      L('hamlet', 'Very like a whale.', { react: ['laughing'] }),
    ],
  },
  {
    dm: ['othello', 'iago'],
    lines: [
      L('othello', 'Did you see my pull request about the typing indicator?'),
      L('iago', 'Looking at it now. One question about the timeout.'),
      L('othello', 'The server says 12 seconds; I read it from the register response.'),
      L('iago', 'Then it is right. Approved.', { react: ['tada'] }),
    ],
  },
  {
    channel: 'general',
    topic: 'new starters',
    lines: [
      L('desdemona', 'Two new colleagues join on Monday. Please say hello when you see them!'),
      L('cordelia', 'Welcome in advance! Which team?'),
      L('desdemona', 'One in Verona, one in support.'),
      L('iago', 'I will prepare their accounts and add them to the right channels.'),
      L('polonius', 'I shall prepare some advice for them.', {
        fix: 'I shall prepare some brief advice for them.',
      }),
      L('hamlet', 'Brief, he says.', { react: ['laughing'] }),
    ],
  },
  {
    channel: 'Scotland',
    topic: 'offsite',
    lines: [
      L('hamlet', 'Where are we holding the leadership offsite this year?'),
      L('desdemona', 'Somewhere with fewer witches than last year, I hope.'),
      L('shiva', 'There is a quiet hotel by the lake, two hours by train.'),
      L('iago', 'Book it. I will prepare the agenda.', { react: ['+1'] }),
    ],
  },
  {
    channel: 'Rome',
    topic: 'conference talk',
    lines: [
      L('othello', 'My talk about real-time events got accepted!', { react: ['tada', 'clap'] }),
      L('prospero', 'Congratulations! When is it?'),
      L('othello', 'In March. Thirty minutes, with a live demo.'),
      L('desdemona', 'Use the demo organization, it is lively enough now.'),
      L('cordelia', 'Happy to be your test audience.'),
    ],
  },
  {
    channel: 'Verona',
    topic: 'dark theme contrast',
    lines: [
      L('cordelia', 'In the dark theme the muted topics are hard to read.'),
      L('othello', 'The grey is at 3.9:1. It should be at least 4.5:1.'),
      L('cordelia', 'I will lighten it a step. Screenshot before and after in a minute.'),
      L('cordelia', 'Now 5.1:1, and still clearly quieter than the rest.', {
        react: ['heart'],
      }),
    ],
    resolve: { after: 3, by: 'cordelia' },
  },
  {
    dm: ['desdemona', 'shiva'],
    lines: [
      L('desdemona', 'Thank you for handling the outage so calmly yesterday.'),
      L('shiva', 'Thanks. The runbook helped a lot; I will add what we learned.'),
      L('desdemona', 'Please do, and take Friday afternoon off.', { react: ['heart'] }),
    ],
  },
  {
    channel: 'general',
    topic: 'plants',
    lines: [
      L('prospero', 'Who is watering the plants by the windows? They look very happy.'),
      L('cordelia', 'That is me. The big one is called Caliban.'),
      L('prospero', 'A fitting name.', { react: ['seedling'] }),
      L('polonius', 'Might I have a cutting for my office?'),
      L('cordelia', 'In spring, when it grows again.'),
    ],
  },
  {
    channel: 'Denmark',
    topic: 'kitchen rota',
    lines: [
      L('shiva', 'The kitchen rota for next week is up on the board.'),
      L('hamlet', 'Why am I on Monday again?'),
      L('shiva', 'You swapped with Polonius last week, remember?'),
      L('polonius', 'He did, and I am grateful.'),
    ],
    move: { after: 3, by: 'shiva', topic: 'kitchen rota (next week)' },
  },
  {
    channel: 'Verona',
    topic: 'release 2.5',
    lines: [
      L('iago', 'Release 2.5 is tagged. Rolling out to staging now.'),
      L('prospero', 'Staging looks good. Search is fast, typing works in group DMs.'),
      L('othello', 'One regression: the unread count flickers after a move.', {
        fix: 'One small regression: the unread count flickers after a move.',
      }),
      L('iago', 'Known and harmless, fix in 2.5.1. Rolling out to production.'),
      L('iago', 'Done. Thank you everyone!', { react: ['tada', 'rocket', 'heart'] }),
    ],
  },
  {
    channel: 'general',
    topic: 'lost and found',
    lines: [
      L('shiva', 'Someone left a blue umbrella and a very old skull in meeting room 3.'),
      L('hamlet', 'The skull is mine. Alas, I knew him well.', { react: ['skull'] }),
      L('polonius', 'The umbrella is mine, though I would not swear to the colour.'),
      L('shiva', 'Both are at the front desk now.'),
    ],
    resolve: { after: 3, by: 'shiva' },
  },
  {
    dm: ['cordelia', 'desdemona', 'prospero'],
    lines: [
      L('desdemona', 'Could the two of you run the onboarding session for the new starters?'),
      L('cordelia', 'Happy to. An hour on Monday afternoon?'),
      L('prospero', 'I will show them the tools, Cordelia the people and the channels.'),
      L('desdemona', 'Wonderful, thank you both.', { react: ['heart'] }),
    ],
  },
  {
    channel: 'Rome',
    topic: 'blog post',
    lines: [
      L('prospero', 'Draft blog post about why topics beat threads, for the public site.'),
      L('othello', 'Nice. The part about catching up after a holiday is the strongest.'),
      L('cordelia', 'Maybe a screenshot of the Inbox view to show it?', {
        fix: 'Maybe add a screenshot of the Inbox view to show it?',
      }),
      L('prospero', 'Added, with a dark theme one as well.'),
      L('desdemona', 'Publish it Tuesday morning.', { react: ['+1'] }),
    ],
  },
  {
    channel: 'Verona',
    topic: 'keyboard shortcuts',
    lines: [
      L('hamlet', 'Is there a shortcut to jump to the next unread topic?'),
      L('othello', 'Press `n`. And `p` for the next unread direct message.'),
      L('hamlet', 'That will save me a hundred clicks a day.', { react: ['keyboard'] }),
      L('cordelia', 'Press `?` to see them all.'),
    ],
  },
];
