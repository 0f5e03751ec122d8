/** The Scheduled messages view: the user's messages and reminders not yet sent, soonest first. */
import { useMemo } from 'react';
import { scheduledInOrder } from '../../store/scheduled';
import { useStoreValue } from '../common/app-context';
import { ScheduledRow } from './ScheduledRow';
import '../common/card-list.css';
import './scheduled.css';

export default function ScheduledList() {
  const scheduled = useStoreValue((s) => s.scheduledMessages);
  const list = useMemo(() => scheduledInOrder(scheduled), [scheduled]);
  if (list.length === 0) {
    return (
      <div className="empty-state">
        <p>No scheduled messages.</p>
        <p>Messages you schedule with the menu beside Send will wait here until they are sent.</p>
      </div>
    );
  }
  return (
    <div className="card-view">
      <ul className="card-list" aria-label="Scheduled messages">
        {list.map((m) => (
          <ScheduledRow key={m.scheduled_message_id} m={m} />
        ))}
      </ul>
    </div>
  );
}
