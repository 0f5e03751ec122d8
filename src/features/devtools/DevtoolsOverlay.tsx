/**
 * `#devtools/events` and `#devtools/requests`: the event inspector. While it is open it holds
 * the recorder, so events and requests are recorded; closing it lets go (unless this browser
 * records while it is closed, a preference).
 */
import { useEffect, useMemo, useState } from 'react';
import { useApp } from '../common/app-context';
import { attempt, showNotice } from '../common/notices';
import { OverlayContent, OverlayFrame, type OverlayScreenProps, SectionNav } from '../overlay';
import { EventList, typeOf } from './EventList';
import { namesFrom } from './format';
import { InspectorToolbar } from './InspectorToolbar';
import { RequestList } from './RequestList';
import { clearRecorder, holdRecorder, type Recorded, useRecorder } from './recorder';
import './devtools.css';

const SECTIONS = [
  { id: 'events', label: 'Events' },
  { id: 'requests', label: 'Requests' },
] as const;

export default function DevtoolsOverlay({ path, onClose }: OverlayScreenProps) {
  const section = path[0] === 'requests' ? 'requests' : 'events';
  const label = section === 'events' ? 'Events' : 'Requests';
  useEffect(() => holdRecorder(), []);
  const { parley } = useApp();
  const live = useRecorder().entries;
  const [frozen, setFrozen] = useState<Recorded[] | null>(null);
  const [type, setType] = useState('');
  const entries = frozen ?? live;
  const lastShown = entries.at(-1)?.seq ?? 0;
  const waiting = frozen ? live.filter((e) => e.seq > lastShown).length : 0;

  const events = useMemo(
    () => entries.filter((e): e is Extract<Recorded, { kind: 'event' }> => e.kind === 'event'),
    [entries],
  );
  const types = useMemo(() => [...new Set(events.map((e) => typeOf(e.event)))].sort(), [events]);
  const shownEvents = type ? events.filter((e) => typeOf(e.event) === type) : events;
  const requests = useMemo(
    () => entries.filter((e): e is Extract<Recorded, { kind: 'request' }> => e.kind === 'request'),
    [entries],
  );
  const shown = section === 'events' ? shownEvents : requests;
  // Names as they are now: the summaries are for reading, the JSON is the record.
  const names = namesFrom(parley.getState());

  const copy = () =>
    attempt('copy', async () => {
      await navigator.clipboard.writeText(JSON.stringify(shown, null, 2));
      showNotice({ text: `Copied ${shown.length} ${label.toLowerCase()}`, tone: 'info' }, 2000);
    });

  return (
    <OverlayFrame title="Event inspector" onClose={onClose} className="devtools-overlay">
      <SectionNav
        label="Event inspector"
        sections={SECTIONS}
        current={section}
        hashOf={(id) => `#devtools/${id}`}
      />
      <OverlayContent label={label}>
        <InspectorToolbar
          noun={label}
          {...(section === 'events' ? { types } : {})}
          type={type}
          onType={setType}
          paused={frozen !== null}
          onPause={(p) => setFrozen(p ? live : null)}
          waiting={waiting}
          onClear={() => {
            clearRecorder();
            if (frozen) setFrozen([]);
          }}
          onCopy={copy}
          shown={shown.length}
        />
        {section === 'events' ? (
          <EventList entries={shownEvents} names={names} />
        ) : (
          <RequestList entries={requests} />
        )}
      </OverlayContent>
    </OverlayFrame>
  );
}
