/** The offer after MOVE_MESSAGES_TIME_LIMIT_EXCEEDED: how many of how many, and "Move those". */
import { useEffect, useRef } from 'react';
import {
  type MoveRequest,
  type PartialMove,
  partialMoveText,
  partialRequest,
} from './move-request';

interface Props {
  partial: PartialMove;
  request: MoveRequest;
  busy: boolean;
  onMove(req: MoveRequest): void;
}

export function PartialOffer({ partial, request, busy, onMove }: Props) {
  const { text, offer } = partialMoveText(partial);
  const next = partialRequest(request, partial);
  const button = useRef<HTMLButtonElement>(null);
  // The offer is the next thing to decide: it takes the focus (Confirm no longer applies).
  useEffect(() => button.current?.focus(), []);
  return (
    <div className="move-partial" role="alert">
      <p>{text}</p>
      {offer && next && (
        <button
          ref={button}
          type="button"
          className="primary"
          disabled={busy}
          onClick={() => onMove(next)}
        >
          {offer}
        </button>
      )}
    </div>
  );
}
