import { describe, expect, it } from 'vitest';
import type { Connection } from '../../../api/http';
import { createClientStore } from '../../../model/client-store';
import type { StoredMessage } from '../../../store/state';
import {
  dmMessage,
  HAMLET,
  registerFixture,
  SELF,
  stored,
  streamMessage,
} from '../../../store/test-support';
import type { AppServices } from '../../common/app-context';
import { messageMenuItems } from './message-menu';

const NOW = 1_700_000_000;
const ADMINS = 20;

/** The menu as the current user (Iago, an administrator, or Hamlet, a member) sees it. */
function menu(
  m: StoredMessage,
  as = SELF,
  realm: Record<string, unknown> = {},
  featureLevel?: number,
) {
  const fixture = registerFixture();
  if (featureLevel !== undefined) fixture.zulip_feature_level = featureLevel;
  const parley = createClientStore(fixture);
  const state = parley.getState();
  parley.store.setState({
    ...state,
    current_user_id: as,
    realm: {
      ...state.realm,
      allow_message_editing: true,
      message_content_edit_limit_seconds: 600,
      move_messages_within_stream_limit_seconds: 604_800,
      move_messages_between_streams_limit_seconds: 604_800,
      can_delete_any_message_group: ADMINS,
      can_delete_own_message_group: { direct_members: [SELF, HAMLET], direct_subgroups: [] },
      can_move_messages_between_topics_group: {
        direct_members: [SELF, HAMLET],
        direct_subgroups: [],
      },
      can_move_messages_between_channels_group: { direct_members: [SELF], direct_subgroups: [] },
      ...realm,
    },
  });
  const app: AppServices = {
    parley,
    conn: {} as Connection,
    navigate: () => {},
    markRead: () => {},
    forgetRead: () => {},
  };
  return messageMenuItems(app, m, { narrow: [] }, NOW).map((item) =>
    item.disabled ? `${item.label} (${item.reason})` : item.label,
  );
}

const recent = (sender: number, flags = ['read'], age = 60) =>
  stored(streamMessage(40, 10, 'lunch', { sender_id: sender, timestamp: NOW - age }), flags);

describe('the message actions menu', () => {
  it.each([
    [380, false],
    [381, true],
  ])('at feature level %i offers "Remind me about this": %s', (level, offered) => {
    expect(menu(recent(HAMLET), SELF, {}, level).includes('Remind me about this')).toBe(offered);
  });

  it.each([
    [
      'an administrator, his own recent message',
      recent(SELF),
      SELF,
      [
        'Edit message',
        'Move messages',
        'Star message',
        'Mark as unread from here',
        'Copy link to message',
        'Collapse message',
        'Delete message',
      ],
    ],
    [
      'an administrator, his own message past the edit limit',
      recent(SELF, ['read'], 3_600),
      SELF,
      [
        'Edit message (Messages can be edited only within 10 minutes of sending)',
        'Move messages',
        'Star message',
        'Mark as unread from here',
        'Copy link to message',
        'Collapse message',
        'Delete message',
      ],
    ],
    [
      "a member, someone else's message: no edit, no delete",
      recent(SELF),
      HAMLET,
      [
        'Move messages',
        'Star message',
        'Mark as unread from here',
        'Copy link to message',
        'Collapse message',
      ],
    ],
    [
      'a member past the move limit is told why',
      recent(SELF, ['read'], 604_801),
      HAMLET,
      [
        'Move messages (Only moderators and administrators can move messages after 7 days)',
        'Star message',
        'Mark as unread from here',
        'Copy link to message',
        'Collapse message',
      ],
    ],
    [
      'his own unread, starred, collapsed message',
      recent(HAMLET, ['starred', 'collapsed']),
      HAMLET,
      [
        'Edit message',
        'Move messages',
        'Unstar message',
        'Copy link to message',
        'Expand message',
        'Delete message',
      ],
    ],
    [
      'a direct message: nothing to move',
      stored(dmMessage(41, [SELF, HAMLET], HAMLET), ['read']),
      SELF,
      [
        'Star message',
        'Mark as unread from here',
        'Copy link to message',
        'Collapse message',
        'Delete message',
      ],
    ],
  ] as const)('%s', (_name, m, as, expected) => {
    expect(menu(m, as)).toEqual(expected);
  });

  it('an edited message offers its history, unless the organization hides it', () => {
    const edited = { ...recent(HAMLET), last_edit_timestamp: NOW - 30 };
    expect(menu(edited, HAMLET)).toContain('View edit history');
    const hidden = menu(edited, HAMLET, { allow_edit_history: false });
    expect(hidden).toContain('View edit history (Your organization has turned off edit history)');
  });

  it('with compose present, Reply and Quote and reply come first, for sent messages only', () => {
    const parley = createClientStore(registerFixture());
    const app = { parley, conn: {} as Connection } as AppServices;
    const replied: number[] = [];
    const ctx = { narrow: [], reply: (m: StoredMessage) => replied.push(m.id), quote: () => {} };
    const items = messageMenuItems(app, recent(HAMLET), ctx, NOW);
    expect(items.slice(0, 2).map((i) => i.label)).toEqual(['Reply', 'Quote and reply']);
    items[0]!.onSelect();
    expect(replied).toEqual([40]);
    const sending = { ...recent(SELF), id: -1, local: { local_id: '1', status: 'sending' } };
    expect(messageMenuItems(app, sending as StoredMessage, ctx, NOW)).toEqual([]);
  });

  it('a message being sent has no actions yet', () => {
    expect(menu({ ...recent(SELF), id: -1, local: { local_id: '1', status: 'sending' } })).toEqual(
      [],
    );
  });
});
