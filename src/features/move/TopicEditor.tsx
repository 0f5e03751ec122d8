/**
 * Renaming a topic from its recipient bar: the new name (with the channel's topics as
 * suggestions), which messages (the three modes, the whole topic by default), Save and Cancel;
 * Esc cancels. A rename is a move within the channel, so the time limit's partial offer applies.
 */
import { useId, useState } from 'react';
import { focusOnMount } from '../common/focus-on-mount';
import { setTopicEditing } from '../common/message-ui';
import type { PropagateMode } from './move-request';
import { TopicInput } from './TopicInput';
import { MoveOutcome, useSendMove } from './useSendMove';
import './move.css';

interface Props {
  stream_id: number;
  topic: string;
  /** The first message of the recipient bar's block: "this and following" starts there. */
  message_id: number;
}

export default function TopicEditor({ stream_id, topic, message_id }: Props) {
  const id = useId();
  const [value, setValue] = useState(topic);
  const [mode, setMode] = useState<PropagateMode>('change_all');
  const close = () => setTopicEditing(null);
  const sending = useSendMove('Could not rename the topic', close);
  const { busy } = sending;
  const save = () => {
    const name = value.trim();
    if (busy || name === topic) return close();
    void sending.send({ message_id, topic: name, mode, notifyNew: false, notifyOld: false });
  };

  return (
    <form
      className="topic-editor"
      aria-label="Edit topic"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !e.defaultPrevented) {
          e.preventDefault();
          close();
        }
      }}
    >
      <div className="topic-editor-row">
        <TopicInput
          stream_id={stream_id}
          value={value}
          onChange={setValue}
          // The editor opens for typing the name.
          inputRef={focusOnMount}
        />
        <select
          aria-label="Which messages"
          id={`${id}-mode`}
          value={mode}
          onChange={(e) => setMode(e.target.value as PropagateMode)}
        >
          <option value="change_one">Move only this message</option>
          <option value="change_later">Move this and all following messages</option>
          <option value="change_all">Move all messages in this topic</option>
        </select>
        <button type="submit" className="primary" disabled={busy}>
          Save
        </button>
        <button type="button" onClick={close}>
          Cancel
        </button>
      </div>
      <MoveOutcome sending={sending} />
    </form>
  );
}
