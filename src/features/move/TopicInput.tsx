/**
 * `textbox` "Topic" with the destination channel's topics as suggestions: arrows choose, Enter
 * or a click takes one, Esc closes the list (and only the list).
 */
import { useQueryClient } from '@tanstack/react-query';
import { type Ref, useEffect, useId, useMemo, useState } from 'react';
import { getStreamTopics } from '../../api/endpoints/channels';
import { featureLevel, useApp, useStoreValue } from '../common/app-context';
import { topicSuggestions } from './topic-suggestions';

interface Props {
  stream_id: number;
  value: string;
  onChange(topic: string): void;
  disabled?: boolean;
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function TopicInput({ stream_id, value, onChange, disabled, describedBy, inputRef }: Props) {
  const app = useApp();
  const queryClient = useQueryClient();
  const id = useId();
  const topics = useStoreValue((s) => s.topics[stream_id]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // The destination's topics, if the sidebar has not fetched them yet.
  useEffect(() => {
    if (topics?.complete) return;
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
      .catch(() => undefined); // suggestions are a help, not a need
  }, [topics?.complete, stream_id, app, queryClient]);

  const suggestions = useMemo(
    // Six: the list then fits in the dialog below the field, with no scrolling of its own.
    () => (topics ? topicSuggestions(topics.byName.values(), value, 6) : []),
    [topics, value],
  );
  const shown = open && suggestions.length > 0;
  const choose = (topic: string) => {
    onChange(topic);
    setOpen(false);
    setActive(-1);
  };

  return (
    <div className="topic-input">
      <input
        ref={inputRef}
        id={id}
        type="text"
        aria-label="Topic"
        aria-autocomplete="list"
        aria-controls={`${id}-list`}
        aria-activedescendant={shown && active >= 0 ? `${id}-${active}` : undefined}
        aria-describedby={describedBy}
        // While suggesting, Esc closes the list, not the dialog around it.
        data-suggesting={shown || undefined}
        autoComplete="off"
        value={value}
        disabled={disabled}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (!shown) {
            if (e.key === 'ArrowDown') setOpen(true);
            return;
          }
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            const step = e.key === 'ArrowDown' ? 1 : -1;
            setActive((a) => (a + step + suggestions.length) % suggestions.length);
          } else if (e.key === 'Enter' && active >= 0) {
            e.preventDefault();
            choose(suggestions[active]!);
          } else if (e.key === 'Escape') {
            e.preventDefault();
            e.stopPropagation();
            setOpen(false);
          }
        }}
      />
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label="Topics"
        className="topic-suggestions"
        hidden={!shown}
      >
        {shown &&
          suggestions.map((topic, i) => (
            <div
              key={topic}
              tabIndex={-1}
              id={`${id}-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'active' : undefined}
              // mousedown, so the input keeps focus and does not close the list first
              onMouseDown={(e) => {
                e.preventDefault();
                choose(topic);
              }}
            >
              {topic}
            </div>
          ))}
      </div>
    </div>
  );
}
