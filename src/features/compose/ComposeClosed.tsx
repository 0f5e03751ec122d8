import type { ComposeTarget } from '../../model/compose-target';
import { topicDisplayName } from '../../model/narrow-title';
import type { View } from '../../model/route';
import { useApp, useStoreValue } from '../common/app-context';
import { newDirectMessage, newTopic } from './compose-actions';
import { openCompose } from './compose-state';

interface Props {
  view: View;
  /** The conversation on screen, if the view is one. */
  here: ComposeTarget | undefined;
}

/** The closed box: reply to the conversation on screen, or start a new one. */
export function ComposeClosed({ view, here }: Props) {
  const app = useApp();
  const label = useStoreValue((s) => {
    if (!here) return undefined;
    if (here.type === 'stream') {
      const channel = here.stream_id === undefined ? '' : (s.channels[here.stream_id]?.name ?? '');
      return `Message #${channel} > ${topicDisplayName(s.realm, here.topic)}`;
    }
    const names = here.to.map((id) => s.users[id]?.full_name ?? '').join(', ');
    return `Message ${names}`;
  });
  return (
    <div className="compose-closed">
      {here && label && (
        <button
          type="button"
          className="compose-reply"
          title="Reply (r)"
          onClick={() => openCompose(here, { focus: 'content' })}
        >
          {label}
        </button>
      )}
      <button
        type="button"
        title="Start new conversation (c)"
        onClick={() => newTopic(app.parley.getState(), view)}
      >
        Start new conversation
      </button>
      <button
        type="button"
        title="New direct message (x)"
        onClick={() => newDirectMessage(app.parley.getState(), view)}
      >
        New direct message
      </button>
    </div>
  );
}
