interface Props {
  /** The event types seen so far ("message", "reaction/add"); none for the requests. */
  types?: string[];
  type: string;
  onType(type: string): void;
  paused: boolean;
  onPause(paused: boolean): void;
  /** What arrived since the pause. */
  waiting: number;
  onClear(): void;
  onCopy(): void;
  shown: number;
  noun: string;
}

/** Above a list: filter by type, pause, clear, copy, and how much is shown. */
export function InspectorToolbar(p: Props) {
  return (
    <div className="inspector-toolbar" role="toolbar" aria-label={`${p.noun} tools`}>
      {p.types && (
        <label>
          Type{' '}
          <select value={p.type} onChange={(e) => p.onType(e.target.value)}>
            <option value="">All types</option>
            {p.types.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
      )}
      <button type="button" aria-pressed={p.paused} onClick={() => p.onPause(!p.paused)}>
        {p.paused ? 'Resume' : 'Pause'}
      </button>
      <button type="button" onClick={p.onClear}>
        Clear
      </button>
      <button type="button" onClick={p.onCopy} disabled={p.shown === 0}>
        Copy
      </button>
      <span className="inspector-count">
        {p.shown} {p.noun.toLowerCase()}
        {p.paused && `, paused${p.waiting > 0 ? ` (${p.waiting} new)` : ''}`}
      </span>
    </div>
  );
}
