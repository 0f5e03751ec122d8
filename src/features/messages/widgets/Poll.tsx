/** A poll under its message: each option a button with its count and who voted; add an option. */
import { newOptionEvent, type PollState, questionEvent, voteEvent } from '../../../model/widgets';
import { personName } from '../../../store/people-to-come';
import { useApp, useStoreValue } from '../../common/app-context';
import { AddItem } from './AddItem';
import { EditableHeading } from './EditableHeading';
import { submitWidgetEvent } from './submit';

interface Props {
  message_id: number;
  author: number;
  poll: PollState;
}

export function Poll({ message_id, author, poll }: Props) {
  const app = useApp();
  const self = useStoreValue((s) => s.current_user_id);
  const users = useStoreValue((s) => s.users);
  const awaitingPeople = useStoreValue((s) => s.awaitingPeople);
  const nameOf = (id: number) => (id === self ? 'you' : personName({ users, awaitingPeople }, id));
  const send = (what: string, event: object) => submitWidgetEvent(app, message_id, what, event);
  return (
    <section className="widget poll" aria-label={`Poll: ${poll.question || 'no question yet'}`}>
      <EditableHeading
        text={poll.question}
        placeholder="No question yet"
        field="Question"
        editable={self === author}
        onSave={(q) => send('change the question', questionEvent(q))}
      />
      <ul className="poll-options">
        {poll.options.map((o) => {
          const mine = o.voters.includes(self);
          const votersId = `poll-${message_id}-${o.key}`;
          return (
            <li key={o.key}>
              <button
                type="button"
                className={mine ? 'poll-vote poll-vote-mine' : 'poll-vote'}
                aria-pressed={mine}
                aria-label={`${o.option}, ${o.voters.length}`}
                aria-describedby={o.voters.length ? votersId : undefined}
                onClick={() => void send('vote', voteEvent(o, self))}
              >
                <span className="poll-count">{o.voters.length}</span>
                <span className="poll-option">{o.option}</span>
              </button>
              {o.voters.length > 0 && (
                <span className="poll-voters" id={votersId}>
                  {o.voters.map(nameOf).join(', ')}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <AddItem
        field="New option"
        action="Add option"
        onAdd={(option) => {
          if (poll.options.some((o) => o.option === option))
            return 'That option is already in the poll.';
          void send('add the option', newOptionEvent(poll, self, option));
          return undefined;
        }}
      />
    </section>
  );
}
