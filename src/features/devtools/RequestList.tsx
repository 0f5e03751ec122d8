import { clockTime } from './format';
import type { Recorded } from './recorder';

type RequestEntry = Extract<Recorded, { kind: 'request' }>;

/** The requests this page made, newest first: method, path, status, duration. */
export function RequestList({ entries }: { entries: RequestEntry[] }) {
  if (entries.length === 0) {
    return (
      <p className="inspector-empty">
        No requests yet. This tab's requests appear here as it makes them: while the inspector is
        open, or all the time with “Record events while the inspector is closed” in{' '}
        <a href="#settings/preferences">Personal settings › Preferences</a>. (The event queue's own
        polling runs in a worker; its events are under Events.)
      </p>
    );
  }
  return (
    <table className="inspector-requests">
      <caption className="visually-hidden">Requests</caption>
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col">Method</th>
          <th scope="col">Path</th>
          <th scope="col">Status</th>
          <th scope="col">Duration</th>
        </tr>
      </thead>
      <tbody>
        {entries
          .slice()
          .reverse()
          .map(({ seq, at, request: r }) => (
            <tr key={seq} className={r.status >= 400 || r.status === 0 ? 'failed' : undefined}>
              <td>
                <time dateTime={new Date(at).toISOString()}>{clockTime(at)}</time>
              </td>
              <td>
                <code>{r.method}</code>
              </td>
              <td>
                <code>/api/v1/{r.path}</code>
              </td>
              <td>{r.status === 0 ? 'no answer' : r.status}</td>
              <td>{Math.round(r.durationMs)} ms</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}
