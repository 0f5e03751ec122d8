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
}

/** The connection to the server, announced politely to screen readers as it changes. */
export function ConnectionStatus({ state, onRetry }: Props) {
  const failing = state.status === 'reconnecting' || state.status === 'offline';
  return (
    <span className={`connection connection-${state.status}`}>
      <span role="status" title={failing ? state.error : undefined}>
        {describeConnection(state)}
      </span>
      {failing && (
        <button type="button" onClick={onRetry}>
          Retry now
        </button>
      )}
    </span>
  );
}
