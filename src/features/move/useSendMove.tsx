/**
 * Sending a move from a form (the "Move messages" dialog, the topic editor): busy while it goes;
 * when every message moved, `onMoved`; when the time limit let only some move, the partial
 * offer; a refusal in the server's words, after `failure` (what could not be done).
 */
import { useState } from 'react';
import { featureLevel, useApp } from '../common/app-context';
import { errorText } from '../common/error-text';
import { type MoveRequest, moveMessages, type PartialMove } from './move-request';
import { PartialOffer } from './PartialOffer';

export interface MoveSending {
  busy: boolean;
  error?: string;
  partial?: { req: MoveRequest; p: PartialMove };
  send(req: MoveRequest): Promise<void>;
  /** A new choice after a partial offer is a new question. */
  forgetPartial(): void;
}

export function useSendMove(failure: string, onMoved: () => void): MoveSending {
  const app = useApp();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [partial, setPartial] = useState<MoveSending['partial']>();
  const send = async (req: MoveRequest) => {
    setBusy(true);
    setError(undefined);
    try {
      const result = await moveMessages(app, req, featureLevel(app.parley));
      if (result.moved) return onMoved();
      setPartial({ req, p: result.partial });
    } catch (e) {
      setError(`${failure}: ${errorText(e)}`);
    }
    setBusy(false);
  };
  return { busy, error, partial, send, forgetPartial: () => setPartial(undefined) };
}

/** What came of the last send: the refusal (an `alert`) or the offer to move only some. */
export function MoveOutcome({ sending: { busy, error, partial, send } }: { sending: MoveSending }) {
  return (
    <>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {partial && (
        <PartialOffer
          partial={partial.p}
          request={partial.req}
          busy={busy}
          onMove={(req) => void send(req)}
        />
      )}
    </>
  );
}
