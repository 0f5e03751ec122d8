/** Adding subscribers: users, everyone in a user group, or everyone in another channel. */
import { useMemo, useState } from 'react';
import { subscribe } from '../../api/endpoints/channels';
import { addSubscribersVerdict } from '../../model/channel-permissions';
import { usersInGroupSetting } from '../../model/group-members';
import type { PrincipalMatch } from '../../model/principals';
import type { ParleyState } from '../../store/state';
import { useApp, useStoreValue } from '../common/app-context';
import { AddPrincipalsSection, useSave, useVerdict } from '../overlay';
import { useChannelLists } from './use-subscribers';

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
  const verdict = useVerdict((s) => addSubscribersVerdict(s, stream_id));
  const name = useStoreValue((s) => s.channels[stream_id]?.name ?? '');
  const [chosen, setChosen] = useState<PrincipalMatch[]>([]);
  const save = useSave();
  // Looked up for each person a search finds: a set, not a list of thousands searched each time.
  const list = useStoreValue((s) => s.subscribers[stream_id]);
  const subscribed = useMemo(() => new Set(list), [list]);
  // A channel's people are its list, which the register did not bring: fetched once chosen.
  const { loading, refused } = useChannelLists(
    chosen.filter((p) => p.kind === 'channel').map((p) => p.id),
  );
  const unread = chosen.filter((p) => p.kind === 'channel' && refused.includes(p.id));
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
    <AddPrincipalsSection
      heading="Add subscribers"
      picker={{
        label: 'Add users, groups or channels',
        placeholder: 'Name of a user, group or channel',
        kinds: ['user', 'group', 'channel'],
      }}
      verdict={verdict}
      exclude={(p) =>
        (p.kind === 'channel' && p.id === stream_id) || (p.kind === 'user' && subscribed.has(p.id))
      }
      chosen={chosen}
      onChosen={setChosen}
      addLabel={
        count > 0 ? `Add ${count} ${count === 1 ? 'subscriber' : 'subscribers'}` : 'Add subscribers'
      }
      canAdd={count > 0 && !loading}
      state={save.state}
      onAdd={add}
      note={
        unread.length
          ? `You cannot see who is subscribed to ${unread.map((p) => p.label).join(', ')}: nobody is added from there.`
          : undefined
      }
    />
  );
}
