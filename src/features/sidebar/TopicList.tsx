import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { getStreamTopics } from '../../api/endpoints/channels';
import { selectUnreadCounts } from '../../store/unread-counts';
import { useApp, useStoreValue } from '../common/app-context';
import { selectUnreadMentions, sidebarTopics, visibleTopics } from './channels';
import { TopicRow } from './TopicRow';

interface Props {
  stream_id: number;
  selectedTopic: string | undefined;
}

/**
 * The selected channel's topics by recency (GET /users/me/{stream_id}/topics into the store,
 * fetched again when events make the list doubtful), the newest few unless expanded.
 */
export function TopicList({ stream_id, selectedTopic }: Props) {
  const app = useApp();
  const queryClient = useQueryClient();
  const topics = useStoreValue((s) => s.topics[stream_id]);
  const counts = useStoreValue(selectUnreadCounts);
  const mentions = useStoreValue(selectUnreadMentions);
  const policies = useStoreValue((s) => s.userTopics);
  const fl = useStoreValue((s) => s.server.zulip_feature_level);
  const subscriptions = useStoreValue((s) => s.subscriptions);
  const [expanded, setExpanded] = useState(false);
  const [error, setError] = useState<string>();
  const complete = topics?.complete === true;

  useEffect(() => {
    if (complete) return;
    queryClient
      .fetchQuery({
        queryKey: ['topics', stream_id],
        staleTime: 0,
        gcTime: 0,
        queryFn: async () => {
          const res = await getStreamTopics(app.conn, stream_id, fl);
          app.parley.receiveTopics(stream_id, res.topics);
          return res.topics.length;
        },
      })
      .then(() => setError(undefined))
      .catch((e: Error) => setError(e.message));
  }, [complete, stream_id, app, queryClient, fl]);

  const all = useMemo(
    () =>
      sidebarTopics(
        { subscriptions, userTopics: policies },
        stream_id,
        topics,
        counts,
        mentions.topics,
      ),
    [subscriptions, policies, stream_id, topics, counts, mentions],
  );
  const shown = expanded ? all : visibleTopics(all, selectedTopic);
  if (error) {
    return (
      <p className="sidebar-note error" role="alert">
        Could not load topics: {error}
      </p>
    );
  }
  return (
    <ul className="topic-list" aria-label="Topics">
      {shown.map((t) => (
        <TopicRow
          key={t.name}
          stream_id={stream_id}
          topic={t}
          selected={selectedTopic?.toLowerCase() === t.name.toLowerCase()}
        />
      ))}
      {(shown.length < all.length || expanded) && (
        <li>
          <button
            type="button"
            className="quiet more-topics"
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? 'Fewer topics' : `More topics (${all.length - shown.length})`}
          </button>
        </li>
      )}
      {topics && all.length === 0 && <li className="sidebar-note">No topics yet.</li>}
    </ul>
  );
}
