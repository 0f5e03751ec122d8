import { useEffect, useReducer } from 'react';
import { realTimers } from '../../events/types';
import type { ComposeTarget } from '../../model/compose-target';
import type { TypingTimers } from '../../model/typing';
import { typingKeyForDm, typingKeyForStream } from '../../store/keys';
import { useStoreValue } from '../common/app-context';
import './typing.css';

/** "Othello is typing…", "Othello and Iago are typing…", "Several people are typing…". */
export function typingText(names: readonly string[]): string {
  if (names.length === 0) return '';
  if (names.length === 1) return `${names[0]} is typing…`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are typing…`;
  return 'Several people are typing…';
}

/** The typing indicator's key for a conversation (store/typing.ts keys them the same way). */
export function typingKeyOf(target: ComposeTarget | undefined, selfId: number): string | undefined {
  if (!target) return undefined;
  if (target.type === 'private')
    return target.to.length ? typingKeyForDm(target.to, selfId) : undefined;
  return target.stream_id === undefined
    ? undefined
    : typingKeyForStream(target.stream_id, target.topic);
}

const realClock: TypingTimers = { now: () => Date.now(), ...realTimers };

interface Props {
  /** The conversation on screen; none: nothing is shown. */
  conversation: string | undefined;
  clock?: TypingTimers;
}

/**
 * `status` line of who is typing in the conversation on screen. Each typist counts until a stop
 * event or until their start expires (server_typing_started_expiry_period_milliseconds after
 * it, set by the store); the line re-renders when the next one expires.
 */
export function TypingLine({ conversation, clock = realClock }: Props) {
  const typists = useStoreValue((s) => (conversation ? s.typing[conversation] : undefined));
  const users = useStoreValue((s) => s.users);
  const [, expire] = useReducer((n: number) => n + 1, 0);
  const now = clock.now();
  const live = Object.entries(typists ?? {})
    .filter(([, expires]) => expires > now)
    .sort(([a], [b]) => Number(a) - Number(b));
  const next = Math.min(...live.map(([, expires]) => expires));

  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const handle = clock.setTimeout(expire, Math.max(0, next - clock.now()));
    return () => clock.clearTimeout(handle);
  }, [next, clock]);

  const names = live.map(([id]) => users[Number(id)]?.full_name ?? 'Someone');
  const text = typingText(names);
  return (
    <div className={text ? 'typing-line' : 'typing-line empty'} role="status">
      {text}
    </div>
  );
}
