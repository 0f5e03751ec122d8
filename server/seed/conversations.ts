/**
 * The demo organization's history: channel topics with their lines, and direct-message
 * conversations. Speakers are demo users' first names; `*` means "whoever of the channel's
 * subscribers is next".
 */
export interface Line {
  who: string;
  text: string;
}

export interface TopicScript {
  channel: string;
  topic: string;
  lines: Line[];
}

const L = (who: string, text: string): Line => ({ who, text });

export const CHANNEL_SCRIPTS: TopicScript[] = [
  {
    channel: 'general',
    topic: 'welcome',
    lines: [
      L(
        'desdemona',
        'Welcome to **Parley Dev**, everyone! This is where the whole organization talks.',
      ),
      L('iago', 'Glad to be here. Channels are on the left; each conversation has its own topic.'),
      L('hamlet', 'To chat, or not to chat: that is the question.'),
      L('othello', 'Chat, clearly. :smile:'),
      L('cordelia', 'Is there a place for questions about the new tools?'),
      L('desdemona', 'Ask right here in #**general**, or start a new topic.'),
      L(
        'prospero',
        'I have set up the channels for our projects. Subscribe to whichever you like.',
      ),
      L('shiva', 'Reminder: please keep topics short and descriptive.'),
      L('polonius', 'Neither a borrower nor a lender be. Also, hello!'),
      // Zulip's default (enter_sends off), which the demo users keep.
      L(
        'iago',
        'Tip: `Ctrl+Enter` sends and `Enter` starts a new line; tick **Enter sends** under the message box to swap them.',
      ),
    ],
  },
  {
    channel: 'general',
    topic: 'lunch plans',
    lines: [
      L('othello', 'Anyone up for lunch at the harbour today?'),
      L('cordelia', 'Yes! 12:30?'),
      L('hamlet', 'I will come if there is no fish. Something is rotten there.'),
      L('desdemona', 'There is a new place on the square, they have excellent soup.'),
      L('othello', 'Soup it is. Meet at the door at 12:25.'),
      L('prospero', 'Save me a seat, I will be ten minutes late.'),
      L('cordelia', 'Saved :+1:'),
    ],
  },
  {
    channel: 'general',
    topic: 'office move',
    lines: [
      L('desdemona', 'The office move is planned for the first week of next month.'),
      L('iago', 'Will we keep the same desks?'),
      L(
        'desdemona',
        'Mostly. The floor plan is in the shared drive; tell me if something looks wrong.',
      ),
      L('shiva', 'Please label your boxes with your name and team.'),
      L('hamlet', 'Can I have the desk by the window? I think better with a view.'),
      L('desdemona', 'Ask @**Iago**, he is doing the seating chart.'),
      L('iago', 'Noted, @**King Hamlet**. No promises.'),
      L('othello', 'Is there parking at the new place?'),
      L('desdemona', 'Yes, twenty spaces, and a bicycle room.'),
    ],
  },
  {
    channel: 'general',
    topic: 'book club',
    lines: [
      L('cordelia', "This month's book club pick: *The Left Hand of Darkness*."),
      L('prospero', 'A fine choice. Islands, weather and politics.'),
      L('hamlet', 'I have read it twice. The chapter on the ice crossing is the best.'),
      L('othello', 'No spoilers please, I am on chapter 3.'),
      L('cordelia', 'Meeting next Thursday at 17:00 in the library corner.'),
      L('polonius', 'Brevity is the soul of wit, so I will only say: I will bring biscuits.'),
    ],
  },
  {
    channel: 'Verona',
    topic: 'release planning',
    lines: [
      L('iago', 'Release 2.4 is scheduled for Friday. What is still open?'),
      L('othello', 'Two bugs on the message list, both in review. See #42 and #57.'),
      L('cordelia', 'The translations are done except for the new settings page.'),
      L('desdemona', "Let's freeze on Wednesday evening then."),
      L('prospero', 'I can run the upgrade on the staging server Thursday morning.'),
      L('iago', 'Perfect. @**Othello**, can you write the release notes?'),
      L('othello', 'On it. Draft by Wednesday.'),
      L('hamlet', 'Should we mention the new keyboard shortcuts?'),
      L('iago', 'Yes, with a short list. People love shortcuts.'),
      L('cordelia', 'The freeze is tomorrow, right? Or Wednesday?'),
      L('desdemona', 'Wednesday evening. I will post a reminder.'),
    ],
  },
  {
    channel: 'Verona',
    topic: 'code review',
    lines: [
      L('othello', 'Could someone review the typing indicator change? It touches the compose box.'),
      L('hamlet', 'Looking now.'),
      L('hamlet', 'One question: why does it stop after 12 seconds and not 10?'),
      L(
        'othello',
        "That is the server's `server_typing_stopped_wait_period_milliseconds` default.",
      ),
      L(
        'hamlet',
        'Makes sense. Approved with one nit:\n```python\ndef is_idle(now, last):\n    return now - last > 12\n```\nshould use the setting, not the literal.',
      ),
      L('othello', 'Good catch, fixed.'),
      L('iago', 'Merged. Thanks both :tada:'),
    ],
  },
  {
    channel: 'Verona',
    topic: 'balcony',
    lines: [
      L('cordelia', 'The balcony door is stuck again.'),
      L('prospero', 'I will call the building manager.'),
      L('hamlet', 'But soft, what light through yonder window breaks? Oh, it is just the door.'),
      L('cordelia', 'Very funny.'),
      L('prospero', 'Fixed. It was the hinge.'),
    ],
  },
  {
    channel: 'Verona',
    topic: 'onboarding docs',
    lines: [
      L(
        'desdemona',
        'I rewrote the onboarding guide. Feedback welcome: https://example.com/onboarding',
      ),
      L('cordelia', 'Much clearer than before. The section on channels is great.'),
      L('othello', 'Could we add a paragraph on muting topics? New people get overwhelmed.'),
      L('desdemona', 'Good idea, adding it.'),
      L(
        'iago',
        '> New people get overwhelmed.\n\nAlso a paragraph on following topics, the opposite case.',
      ),
      L('desdemona', 'Done, both are in.'),
    ],
  },
  {
    channel: 'Denmark',
    topic: 'castle security',
    lines: [
      L('hamlet', 'Did anyone else see something strange on the battlements last night?'),
      L('shiva', 'The night guards reported nothing unusual.'),
      L('hamlet', 'I could have sworn I saw a figure. Armoured. Looking very much like my father.'),
      L('iago', 'Probably the fog.'),
      L('polonius', 'I shall investigate personally. Discreetly. Behind a curtain, perhaps.'),
      L('shiva', "Please don't hide behind curtains, @**Polonius**. It never ends well."),
      L(
        'hamlet',
        'There are more things in heaven and earth than are dreamt of in your philosophy.',
      ),
      L('cordelia', 'Should we put a camera up there?'),
      L('shiva', 'Ordering one today.'),
    ],
  },
  {
    channel: 'Denmark',
    topic: 'theatre night',
    lines: [
      L(
        'hamlet',
        'The travelling players arrive on Saturday. I have asked them to perform a special play.',
      ),
      L('polonius', 'What is it called?'),
      L('hamlet', '*The Mousetrap*. It is very... revealing.'),
      L('iago', 'Tickets?'),
      L('hamlet', 'Free for everyone in the castle. Bring a friend.'),
      L('cordelia', 'I will be there :theater:'),
      L('shiva', 'Seating starts at 19:30.'),
    ],
  },
  {
    channel: 'Denmark',
    topic: 'kitchen rota',
    lines: [
      L('shiva', 'New kitchen rota is up. Everyone gets one week per quarter.'),
      L('polonius', 'I will take the first week. The early bird, and so on.'),
      L('hamlet', 'I will take week 6. I need time to decide.'),
      L('cordelia', 'Week 3 for me.'),
      L('iago', 'Week 9. Thanks for organising, @**Shiva**.'),
    ],
  },
  {
    channel: 'Scotland',
    topic: 'succession',
    lines: [
      L('iago', 'This channel is private: only the four of us can read it.'),
      L('shiva', 'Good. We need to talk about the succession plan before the board meeting.'),
      L('desdemona', 'I have a draft. Three candidates, in alphabetical order.'),
      L('hamlet', 'Is one of them called Macbeth? I have heard things.'),
      L('shiva', 'We do not say that name in here.'),
      L('iago', "Let's keep the discussion factual. Desdemona, please share the draft."),
      L('desdemona', 'Shared. Comments by Monday please.'),
    ],
  },
  {
    channel: 'Scotland',
    topic: 'budget',
    lines: [
      L('desdemona', 'The budget for next year is 4% higher than this year.'),
      L('iago', 'Most of it goes to the new servers.'),
      L('shiva', 'And the moderation team needs two more people.'),
      L('hamlet', 'Approved from my side.'),
      L('desdemona', 'Thanks. I will send it to finance.'),
    ],
  },
  {
    channel: 'announce',
    topic: 'maintenance window',
    lines: [
      L(
        'iago',
        'Planned maintenance on Sunday from 02:00 to 04:00 UTC. Chat may be unavailable for a few minutes.',
      ),
      L('desdemona', 'Reminder: maintenance tonight. Save your drafts.'),
      L('iago', 'Maintenance finished. Everything is back to normal.'),
    ],
  },
  {
    channel: 'announce',
    topic: 'new members',
    lines: [
      L('desdemona', 'Please welcome @**Prospero** and @**Cordelia** to the organization!'),
      L('iago', 'And @**Polonius**, who joins us as a guest adviser.'),
      L('desdemona', 'Holiday schedule for December is now posted on the wiki.'),
    ],
  },
  {
    channel: 'Rome',
    topic: 'public roadmap',
    lines: [
      L(
        'desdemona',
        'This channel is web-public: anyone on the internet can read it without an account.',
      ),
      L('iago', "So let's keep it to things we are happy to share."),
      L(
        'prospero',
        'Roadmap for the next quarter: faster search, better mobile layout, and saved snippets.',
      ),
      L('cordelia', 'Saved snippets are already in the compose box, try the snippet button.'),
      L('othello', 'Faster search would be lovely. Searching for "release" takes a while today.'),
      L('prospero', 'We are moving search to a full-text index. Should be instant.'),
      L('desdemona', 'Questions from the public can go in the topic **questions**.'),
    ],
  },
  {
    channel: 'Rome',
    topic: 'questions',
    lines: [
      L(
        'cordelia',
        'Someone asked: can guests see every channel? Answer: no, only the ones they are added to.',
      ),
      L('iago', 'Another one: can messages be edited? Yes, within ten minutes by default.'),
      L('othello', 'And moved to another topic, if you have the permission.'),
      L('prospero', 'Good answers. I will collect them into a FAQ.'),
      L('desdemona', 'The FAQ is live. Thanks everyone :heart:'),
    ],
  },
  {
    channel: 'Rome',
    topic: 'all roads',
    lines: [
      L('prospero', 'Fun fact: the old road network is still visible in satellite pictures.'),
      L('othello', 'All roads lead to Rome, after all.'),
      L('cordelia', 'Except the ones that lead to Verona.'),
      L('iago', 'Those go through Rome anyway.'),
    ],
  },
];

export interface DirectScript {
  /** First names of the participants; the first speaker starts. */
  people: string[];
  lines: Line[];
}

export const DIRECT_SCRIPTS: DirectScript[] = [
  {
    people: ['iago', 'hamlet'],
    lines: [
      L('iago', 'Hey, do you have a minute to talk about the seating chart?'),
      L('hamlet', 'Always. What is it?'),
      L('iago', 'The window desk is taken, but the one next to it is free.'),
      L('hamlet', 'I will take it. Thank you.'),
      L('iago', 'Done. See you Monday.'),
    ],
  },
  {
    people: ['desdemona', 'othello'],
    lines: [
      L('othello', 'Thanks for the help with the release notes.'),
      L('desdemona', 'Any time! They read really well.'),
      L('othello', 'Lunch tomorrow?'),
      L('desdemona', 'Yes, the soup place :smile:'),
    ],
  },
  {
    people: ['cordelia', 'prospero', 'iago'],
    lines: [
      L('cordelia', 'Starting a group chat for the FAQ project.'),
      L('prospero', 'Good. I have about twenty questions collected.'),
      L('iago', 'I can review the answers on Thursday.'),
      L('cordelia', 'Great, I will put them in a document.'),
      L('prospero', 'Document is ready for review.'),
    ],
  },
  {
    people: ['shiva', 'polonius'],
    lines: [
      L(
        'shiva',
        'Hi Polonius, welcome! As a guest you can see the channels you are subscribed to.',
      ),
      L('polonius', 'Thank you. To thine own self be true, and also to the moderators.'),
      L('shiva', 'Ha. Let me know if you need anything.'),
    ],
  },
  {
    people: ['hamlet', 'cordelia'],
    lines: [
      L('hamlet', 'Are you coming to the play on Saturday?'),
      L('cordelia', 'Yes, I would not miss it.'),
      L('hamlet', "Watch the king's face during the second act."),
    ],
  },
  {
    people: ['iago'],
    lines: [L('iago', 'Note to self: ask Desdemona about the budget spreadsheet.')],
  },
];
