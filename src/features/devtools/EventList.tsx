import { useState } from 'react';
import type { WireEvent } from '../../api/types/event';
import { type SummaryNames, summarizeEvent } from '../../model/event-summary';
import { clockTime } from './format';
import type { Recorded } from './recorder';

type EventEntry = Extract<Recorded, { kind: 'event' }>;

export const typeOf = (e: WireEvent) => {
  const op = (e as { op?: unknown }).op;
  return typeof op === 'string' ? `${e.type}/${op}` : e.type;
};

/** One event: its time, queue, type and summary; the JSON when opened. */
function EventRow({ entry, names }: { entry: EventEntry; names: SummaryNames }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="inspector-row">
      <details onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          <time dateTime={new Date(entry.at).toISOString()}>{clockTime(entry.at)}</time>
          <code className="inspector-queue" title={`Queue ${entry.queueId ?? '?'}`}>
            {entry.queueId ?? '—'}
          </code>
          <code className="inspector-type">{typeOf(entry.event)}</code>
          <span className="inspector-summary">{summarizeEvent(entry.event, names)}</span>
        </summary>
        {/* The JSON only for rows someone opened: the list stays cheap. */}
        {open && <pre className="inspector-json">{JSON.stringify(entry.event, null, 2)}</pre>}
      </details>
    </li>
  );
}

/** The events, newest first. */
export function EventList({ entries, names }: { entries: EventEntry[]; names: SummaryNames }) {
  if (entries.length === 0) {
    return <p className="inspector-empty">No events yet. They appear here as they arrive.</p>;
  }
  return (
    <ol className="inspector-list" aria-label="Events" reversed>
      {entries
        .slice()
        .reverse()
        .map((entry) => (
          <EventRow key={entry.seq} entry={entry} names={names} />
        ))}
    </ol>
  );
}
