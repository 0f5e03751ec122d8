/**
 * `dialog` "Move messages": where to (a channel the user may move to, a topic with suggestions),
 * which messages (the three propagate modes), and the two automated notices, defaulting as
 * Zulip does (the new topic yes, the old one no). When the time limit lets the user move only
 * the newest part of a topic, it says how many of how many and offers to move just those.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import {
  canMoveBetweenChannels,
  canMoveWithinChannel,
  moveDestinations,
} from '../../model/message-permissions';
import { narrowKey } from '../../store/keys';
import type { StoredMessage } from '../../store/state';
import { useApp, useStoreValue } from '../common/app-context';
import { useReturnFocus } from '../common/return-focus';
import { useTypedAhead } from '../common/useTypedAhead';
import { MoveDestination } from './MoveDestination';
import { MoveOptions } from './MoveOptions';
import { defaultMode, type MoveRequest, type PropagateMode } from './move-request';
import { MoveOutcome, useSendMove } from './useSendMove';
import '../common/dialog.css';
import './move.css';

interface Props {
  message_id: number;
  mode?: PropagateMode;
  onClose(): void;
}

export default function MoveDialog({ message_id, mode, onClose }: Props) {
  const returnFocus = useReturnFocus();
  const m = useStoreValue((s) => s.messages.byId.get(message_id));
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="dialog move-dialog"
          aria-describedby={undefined}
          onEscapeKeyDown={(e) => {
            // Esc in the topic's suggestion list closes the list, not the dialog.
            if ((e.target as Element | null)?.closest?.('[data-suggesting]')) e.preventDefault();
          }}
        >
          <Dialog.Title>Move messages</Dialog.Title>
          {m?.type === 'stream' ? (
            <MoveForm message={m} mode={mode} onClose={onClose} />
          ) : (
            <p>This message can no longer be moved.</p>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function MoveForm({
  message: m,
  mode: initialMode,
  onClose,
}: {
  message: StoredMessage & { type: 'stream' };
  mode?: PropagateMode;
  onClose(): void;
}) {
  const app = useApp();
  // What the user may do, judged once, when the dialog opens.
  const [setup] = useState(() => {
    const state = app.parley.getState();
    const now = Date.now() / 1000;
    const run =
      state.messages.windows[
        narrowKey([
          { operator: 'channel', operand: m.stream_id },
          { operator: 'topic', operand: m.subject },
        ])
      ];
    return {
      destinations: moveDestinations(state, m),
      topic: canMoveWithinChannel(state, m, now),
      channel: canMoveBetweenChannels(state, m, now),
      mode: initialMode ?? defaultMode(m.id, run),
    };
  });
  const [stream_id, setStreamId] = useState(m.stream_id);
  const [topic, setTopic] = useState(m.subject);
  // Typed while the dialog's code loaded (`m`, then a name): the new topic (Enter confirms).
  const typed = useTypedAhead(setTopic);
  const [mode, setMode] = useState<PropagateMode>(setup.mode);
  const [notifyNew, setNotifyNew] = useState(true);
  const [notifyOld, setNotifyOld] = useState(false);
  const sending = useSendMove('Could not move the messages', onClose);
  const { busy, partial } = sending;

  // A new choice after a partial offer is a new question.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the choices change
  useEffect(() => sending.forgetPartial(), [stream_id, topic, mode]);

  const topicChanged = topic.trim() !== m.subject;
  const channelChanged = stream_id !== m.stream_id;
  // Past a time limit only the whole topic may still move (the server judges it as a whole).
  const limited =
    (channelChanged ? !setup.channel.allowed : false) || (topicChanged && !setup.topic.allowed);
  const request: MoveRequest = {
    message_id: m.id,
    ...(topicChanged ? { topic: topic.trim() } : {}),
    ...(channelChanged ? { stream_id } : {}),
    mode: limited ? 'change_all' : mode,
    notifyNew,
    notifyOld,
  };

  return (
    <form
      className="move-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy && (topicChanged || channelChanged)) void sending.send(request);
      }}
    >
      <MoveDestination
        destinations={setup.destinations}
        channel={setup.channel}
        topic={setup.topic}
        stream_id={stream_id}
        onStreamId={setStreamId}
        topicName={topic}
        onTopicName={setTopic}
        topicRef={typed.ref}
      />
      <MoveOptions
        mode={limited ? 'change_all' : mode}
        onMode={setMode}
        onlyWholeTopic={limited}
        limitReason={limited ? (setup.channel.reason ?? setup.topic.reason) : undefined}
        notifyNew={notifyNew}
        onNotifyNew={setNotifyNew}
        notifyOld={notifyOld}
        onNotifyOld={setNotifyOld}
      />
      <MoveOutcome sending={sending} />
      <div className="dialog-buttons">
        <Dialog.Close asChild>
          <button type="button">Cancel</button>
        </Dialog.Close>
        <button
          type="submit"
          className="primary"
          disabled={busy || (!topicChanged && !channelChanged) || partial !== undefined}
        >
          Confirm
        </button>
      </div>
    </form>
  );
}
