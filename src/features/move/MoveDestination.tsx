/**
 * Where the messages go, in the "Move messages" dialog: `combobox` "Channel" (the channels the
 * user may move to) and `textbox` "Topic" (with the destination's topics as suggestions); a
 * field the user may not change is disabled and says why.
 */
import { type Ref, useId } from 'react';
import type { ActionPermission } from '../../model/message-permissions';
import { useStoreValue } from '../common/app-context';
import { TopicInput } from './TopicInput';

interface Props {
  /** The channels the messages may move to (their own among them). */
  destinations: number[];
  /** Whether the user may move to another channel, and change the topic. */
  channel: ActionPermission;
  topic: ActionPermission;
  stream_id: number;
  onStreamId(stream_id: number): void;
  topicName: string;
  onTopicName(topic: string): void;
  topicRef?: Ref<HTMLInputElement>;
}

export function MoveDestination(p: Props) {
  const id = useId();
  const channels = useStoreValue((s) => s.channels);
  const channelNote = !p.channel.offered
    ? 'You do not have permission to move messages to another channel.'
    : !p.channel.allowed
      ? `${p.channel.reason}.`
      : undefined;
  const topicNote = !p.topic.offered
    ? 'You do not have permission to change the topic of messages.'
    : undefined;
  return (
    <>
      <label className="move-field">
        <span>Channel</span>
        <select
          aria-label="Channel"
          value={p.stream_id}
          disabled={!p.channel.offered || p.destinations.length < 2}
          aria-describedby={channelNote ? `${id}-channel` : undefined}
          onChange={(e) => p.onStreamId(Number(e.target.value))}
        >
          {p.destinations.map((sid) => (
            <option key={sid} value={sid}>
              #{channels[sid]?.name ?? sid}
            </option>
          ))}
        </select>
      </label>
      {channelNote && (
        <p id={`${id}-channel`} className="move-note">
          {channelNote}
        </p>
      )}
      <div className="move-field">
        <span aria-hidden>Topic</span>
        <TopicInput
          stream_id={p.stream_id}
          value={p.topicName}
          onChange={p.onTopicName}
          inputRef={p.topicRef}
          disabled={!p.topic.offered}
          describedBy={topicNote ? `${id}-topic` : undefined}
        />
      </div>
      {topicNote && (
        <p id={`${id}-topic`} className="move-note">
          {topicNote}
        </p>
      )}
    </>
  );
}
