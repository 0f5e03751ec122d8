/**
 * Moving messages (PATCH /messages/{id} with a topic, a channel, or both), and what the server
 * says when the organization's time limit lets the user move only part of a topic: how many of
 * how many, and from which message on (Zulip then moves those with change_later).
 */
import { updateMessage } from '../../api/endpoints/messages';
import { topicForServer } from '../../api/feature-level';
import { ApiError } from '../../api/http';
import type { AppServices } from '../common/app-context';

export type PropagateMode = 'change_one' | 'change_later' | 'change_all';

export interface MoveRequest {
  message_id: number;
  /** The topic to move to, when it changes. */
  topic?: string;
  /** The channel to move to, when it changes. */
  stream_id?: number;
  mode: PropagateMode;
  notifyNew: boolean;
  notifyOld: boolean;
}

export interface PartialMove {
  /** null when none of the messages may be moved. */
  first_message_id_allowed_to_move: number | null;
  total_messages_allowed_to_move: number;
  total_messages_in_topic: number;
}

export type MoveResult = { moved: true } | { moved: false; partial: PartialMove };

export async function moveMessages(
  app: Pick<AppServices, 'conn'>,
  req: MoveRequest,
  /** The server's feature level: how it spells the empty topic. */
  fl: number,
): Promise<MoveResult> {
  try {
    await updateMessage(app.conn, req.message_id, {
      ...(req.topic !== undefined ? { topic: topicForServer(req.topic, fl) } : {}),
      ...(req.stream_id !== undefined ? { stream_id: req.stream_id } : {}),
      propagate_mode: req.mode,
      send_notification_to_new_thread: req.notifyNew,
      send_notification_to_old_thread: req.notifyOld,
    });
    return { moved: true };
  } catch (e) {
    if (e instanceof ApiError && e.code === 'MOVE_MESSAGES_TIME_LIMIT_EXCEEDED') {
      const d = e.data;
      const first = d.first_message_id_allowed_to_move;
      return {
        moved: false,
        partial: {
          first_message_id_allowed_to_move: typeof first === 'number' ? first : null,
          total_messages_allowed_to_move: Number(d.total_messages_allowed_to_move ?? 0),
          total_messages_in_topic: Number(d.total_messages_in_topic ?? 0),
        },
      };
    }
    throw e;
  }
}

const messages = (n: number) => (n === 1 ? '1 message' : `${n.toLocaleString('en-US')} messages`);

/** What the dialog says about a partial move, and the offer it makes (if any). */
export function partialMoveText(p: PartialMove): { text: string; offer?: string } {
  const total = p.total_messages_in_topic;
  const allowed = p.total_messages_allowed_to_move;
  if (p.first_message_id_allowed_to_move === null || allowed === 0) {
    return {
      text: `None of the ${messages(total)} in this topic can be moved: all are older than the time limit for moving messages.`,
    };
  }
  return {
    text: `You can move only the ${messages(allowed)} sent most recently, of ${messages(total)} in this topic: the others are older than the time limit for moving messages. ${messages(total - allowed)} will stay in the current topic.`,
    offer: `Move ${allowed === 1 ? 'that message' : `those ${messages(allowed)}`}`,
  };
}

/** The request that moves just the messages the user may move. */
export function partialRequest(req: MoveRequest, p: PartialMove): MoveRequest | null {
  if (p.first_message_id_allowed_to_move === null) return null;
  return { ...req, message_id: p.first_message_id_allowed_to_move, mode: 'change_later' };
}

/** What is known of a topic's messages: the loaded run of them, and whether it reaches the ends. */
export interface TopicRun {
  ids: readonly number[];
  found_oldest: boolean;
  found_newest: boolean;
}

/**
 * The mode the dialog starts in, by where the message sits in its topic (as Zulip chooses):
 * the first message moves the whole topic, the last only itself, any other it and those after.
 */
export function defaultMode(message_id: number, run: TopicRun | undefined): PropagateMode {
  const ids = (run?.ids ?? []).filter((id) => id > 0);
  if (run?.found_oldest && ids[0] === message_id) return 'change_all';
  if (run?.found_newest && ids.at(-1) === message_id) return 'change_one';
  return 'change_later';
}
