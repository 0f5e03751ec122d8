/** Adding subscribers: users, everyone in a user group, or everyone in another channel. */
import { useId, useState } from 'react';
import { subscribe } from '../../api/endpoints/channels';
import { addSubscribersVerdict } from '../../model/channel-permissions';
import { usersInGroupSetting } from '../../model/group-members';
import { type PrincipalMatch, principalKey } from '../../model/principals';
import type { ParleyState } from '../../store/state';
import { useApp, useStoreValue } from '../common/app-context';
import { PrincipalPicker, SaveStatus, useSave, useVerdict } from '../overlay';

/** The user IDs the chosen users, groups and channels stand for, less current subscribers. */
function expand(
  state: ParleyState,
  stream_id: number,
  chosen: readonly PrincipalMatch[],
): number[] {
  const ids = new Set<number>();
  for (const p of chosen) {
    const found =
      p.kind === 'user'
        ? [p.id]
        : p.kind === 'group'
          ? usersInGroupSetting(state, p.id)
          : (state.subscribers[p.id] ?? []);
    for (const id of found) ids.add(id);
  }
  const already = new Set(state.subscribers[stream_id] ?? []);
  return [...ids].filter((id) => !already.has(id) && state.users[id]?.is_active);
}

export function AddSubscribers({ stream_id }: { stream_id: number }) {
  const app = useApp();
  const id = useId();
  const verdict = useVerdict((s) => addSubscribersVerdict(s, stream_id));
  const name = useStoreValue((s) => s.channels[stream_id]?.name ?? '');
  const [chosen, setChosen] = useState<PrincipalMatch[]>([]);
  const save = useSave();
  const count = useStoreValue((s) => expand(s, stream_id, chosen).length);
  const add = () =>
    void save.run(
      () => {
        const principals = expand(app.parley.getState(), stream_id, chosen);
        return subscribe(app.conn, { subscriptions: [{ name }], principals });
      },
      { onDone: () => setChosen([]) },
    );
  return (
    <section className="settings-section" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>Add subscribers</h3>
      {chosen.length > 0 && (
        <ul className="pills" aria-label="To be added">
          {chosen.map((p) => (
            <li key={principalKey(p)} className="pill">
              {p.label}
              <button
                type="button"
                className="quiet pill-remove"
                aria-label={`Remove ${p.label}`}
                onClick={() =>
                  setChosen((c) => c.filter((x) => principalKey(x) !== principalKey(p)))
                }
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="inline-form">
        <PrincipalPicker
          label="Add users, groups or channels"
          placeholder="Name of a user, group or channel"
          kinds={['user', 'group', 'channel']}
          disabled={!verdict.allowed}
          describedBy={verdict.allowed ? undefined : `${id}-why`}
          exclude={(p) =>
            chosen.some((c) => principalKey(c) === principalKey(p)) ||
            (p.kind === 'channel' && p.id === stream_id) ||
            (p.kind === 'user' &&
              (app.parley.getState().subscribers[stream_id] ?? []).includes(p.id))
          }
          onPick={(p) => setChosen((c) => [...c, p])}
        />
        <button
          type="button"
          className="primary"
          disabled={!verdict.allowed || count === 0 || save.state.status === 'saving'}
          onClick={add}
        >
          {count > 0
            ? `Add ${count} ${count === 1 ? 'subscriber' : 'subscribers'}`
            : 'Add subscribers'}
        </button>
        <SaveStatus state={save.state} />
      </div>
      {!verdict.allowed && (
        <p id={`${id}-why`} className="setting-reason">
          {verdict.reason}
        </p>
      )}
    </section>
  );
}
