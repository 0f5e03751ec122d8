import { useQueryClient } from '@tanstack/react-query';
import { type Ref, useEffect, useMemo, useState } from 'react';
import { getStreamTopics } from '../../api/endpoints/channels';
import type { BasicChannel } from '../../api/types/models';
import type { ComposeTarget } from '../../model/compose-target';
import { channelSuggestions, topicSuggestions } from '../../model/suggest';
import { featureLevel, useApp, useStoreValue } from '../common/app-context';
import { Combobox } from '../typeahead';

type StreamTarget = Extract<ComposeTarget, { type: 'stream' }>;

interface Props {
  target: StreamTarget;
  onTarget(target: StreamTarget): void;
  channelRef: Ref<HTMLInputElement>;
  topicRef: Ref<HTMLInputElement>;
  /** A pick moves the cursor on: from the channel to the topic, from the topic to the message. */
  onPicked(field: 'channel' | 'topic'): void;
}

/** The channel's topics in the store, fetched once when the list is incomplete. */
function useTopics(stream_id: number | undefined) {
  const app = useApp();
  const queryClient = useQueryClient();
  const topics = useStoreValue((s) => (stream_id === undefined ? undefined : s.topics[stream_id]));
  const complete = topics?.complete === true;
  useEffect(() => {
    if (stream_id === undefined || complete) return;
    void queryClient
      .fetchQuery({
        queryKey: ['topics', stream_id],
        staleTime: 0,
        gcTime: 0,
        queryFn: async () => {
          const res = await getStreamTopics(app.conn, stream_id, featureLevel(app.parley));
          app.parley.receiveTopics(stream_id, res.topics);
          return res.topics.length;
        },
      })
      .catch(() => {});
  }, [stream_id, complete, app, queryClient]);
  return topics;
}

/** `combobox` "Channel" and `combobox` "Topic": where a channel message goes. */
export function ChannelTopicFields({ target, onTarget, channelRef, topicRef, onPicked }: Props) {
  const channels = useStoreValue((s) => s.channels);
  const subscriptions = useStoreValue((s) => s.subscriptions);
  const maxTopic = useStoreValue((s) => s.server.max_topic_length);
  const emptyName = useStoreValue((s) => s.realm.empty_topic_display_name);
  const mandatory = useStoreValue((s) => s.realm.mandatory_topics === true);
  const chosen = target.stream_id === undefined ? undefined : channels[target.stream_id];
  const [text, setText] = useState(chosen?.name ?? '');
  // The box was readdressed from outside (a new view, a reply): show its channel.
  useEffect(() => setText(chosen?.name ?? ''), [chosen?.name]);
  const topics = useTopics(target.stream_id);

  const channelOptions = useMemo(
    () => channelSuggestions({ channels, subscriptions }, chosen?.name === text ? '' : text),
    [channels, subscriptions, text, chosen?.name],
  );
  const topicOptions = useMemo(
    () => topicSuggestions(topics, target.topic).filter((t) => t !== target.topic),
    [topics, target.topic],
  );
  const pickChannel = (c: BasicChannel) => {
    setText(c.name);
    onTarget({ ...target, stream_id: c.stream_id });
    onPicked('channel');
  };
  return (
    <>
      <Combobox
        label="Channel"
        className="compose-channel"
        inputRef={channelRef}
        value={text}
        placeholder="Channel"
        invalid={text !== '' && !chosen}
        options={channelOptions}
        optionKey={(c) => String(c.stream_id)}
        renderOption={(c) => <span>#{c.name}</span>}
        onInput={(t) => {
          setText(t);
          const exact = Object.values(channels).find(
            (c) => !c.is_archived && c.name.toLowerCase() === t.trim().toLowerCase(),
          );
          onTarget({ ...target, stream_id: exact?.stream_id });
        }}
        onPick={pickChannel}
      />
      <span className="compose-topic-arrow" aria-hidden>
        ›
      </span>
      <Combobox
        label="Topic"
        className="compose-topic"
        inputRef={topicRef}
        value={target.topic}
        placeholder={mandatory ? 'Topic' : typeof emptyName === 'string' ? emptyName : 'Topic'}
        maxLength={maxTopic}
        options={topicOptions}
        optionKey={(t) => t}
        renderOption={(t) => <span>{t}</span>}
        onInput={(t) => onTarget({ ...target, topic: t })}
        onPick={(t) => {
          onTarget({ ...target, topic: t });
          onPicked('topic');
        }}
      />
    </>
  );
}
