import type { ConnectionState } from '../events/types';

const attempts = (n: number) => `${n} failed attempt${n === 1 ? '' : 's'}`;

/** What the connection state means to a person; '' when there is nothing to say. */
export function describeConnection(state: ConnectionState): string {
  switch (state.status) {
    case 'stopped':
      return '';
    case 'connecting':
      return 'Connecting…';
    case 'connected':
      return 'Connected';
    case 'reconnecting':
      return `Reconnecting after ${attempts(state.failures)}…`;
    case 'offline':
      return `Offline after ${attempts(state.failures)}; retrying in the background`;
    case 'fatal':
      return `Signed out: ${state.error}`;
  }
}

interface Props {
  state: ConnectionState;
  onRetry(): void;
  /** What is shown is the local copy of an earlier visit, until the server answers. */
  catchingUp?: boolean;
}

/**
 * The connection to the server: a quiet status region while all is well (for screen readers),
 * a banner (`alert`) only when the event queue fails, with a way to retry at once.
 */
export function ConnectionStatus({ state, onRetry, catchingUp = false }: Props) {
  const failing = state.status === 'reconnecting' || state.status === 'offline';
  if (!failing && catchingUp) {
    // Said where it is seen: what shows may be minutes old, until the server answers.
    return (
      <span role="status" className="connection-status catching-up">
        Catching up…
      </span>
    );
  }
  if (!failing) {
    return (
      <span role="status" className="connection-status visually-hidden">
        {describeConnection(state)}
      </span>
    );
  }
  return (
    <div role="alert" className="connection-status connection-banner" title={state.error}>
      <span>
        Unable to connect to the server. {describeConnection(state)}
        {catchingUp && ' What is shown is from your last visit.'}
      </span>
      <button type="button" onClick={onRetry}>
        Retry now
      </button>
    </div>
  );
}
