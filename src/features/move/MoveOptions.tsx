/** Which messages move (a `radiogroup` of the three propagate modes) and the automated notices. */
import { useId } from 'react';
import type { PropagateMode } from './move-request';

const MODES: [PropagateMode, string][] = [
  ['change_one', 'Move only this message'],
  ['change_later', 'Move this and all following messages'],
  ['change_all', 'Move all messages in this topic'],
];

interface Props {
  mode: PropagateMode;
  onMode(mode: PropagateMode): void;
  /** Past a time limit: only the whole topic, judged by the server, may still move. */
  onlyWholeTopic: boolean;
  limitReason?: string;
  notifyNew: boolean;
  onNotifyNew(on: boolean): void;
  notifyOld: boolean;
  onNotifyOld(on: boolean): void;
}

export function MoveOptions(p: Props) {
  const id = useId();
  return (
    <>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-which`}
        aria-describedby={p.limitReason ? `${id}-limit` : undefined}
        className="move-modes"
      >
        <span id={`${id}-which`} className="move-legend">
          Which messages
        </span>
        {MODES.map(([value, text]) => (
          <label key={value} className="move-choice">
            <input
              type="radio"
              name={`${id}-mode`}
              value={value}
              checked={p.mode === value}
              disabled={p.onlyWholeTopic && value !== 'change_all'}
              onChange={() => p.onMode(value)}
            />
            {text}
          </label>
        ))}
        {p.limitReason && (
          <p id={`${id}-limit`} className="move-note">
            {p.limitReason}: only the whole topic can be moved, as far as the time limit allows.
          </p>
        )}
      </div>
      <label className="move-choice">
        <input
          type="checkbox"
          checked={p.notifyNew}
          onChange={(e) => p.onNotifyNew(e.target.checked)}
        />
        Send automated notice to new topic
      </label>
      <label className="move-choice">
        <input
          type="checkbox"
          checked={p.notifyOld}
          onChange={(e) => p.onNotifyOld(e.target.checked)}
        />
        Send automated notice to old topic
      </label>
    </>
  );
}
