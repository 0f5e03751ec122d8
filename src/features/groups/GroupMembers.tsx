/**
 * A group's direct members and subgroups: adding (users or groups), removing, joining and
 * leaving, each as the group's settings and can_manage_all_groups allow.
 */
import { useId, useMemo, useState } from 'react';
import { updateUserGroupMembers, updateUserGroupSubgroups } from '../../api/endpoints/groups';
import type { UserGroup } from '../../api/types/models';
import { idsInNameOrder } from '../../model/people-order';
import { groupMembershipVerdict } from '../../model/permissions-admin';
import type { PrincipalMatch } from '../../model/principals';
import type { ParleyState } from '../../store/state';
import { Avatar } from '../common/Avatar';
import { useApp, useStoreValue } from '../common/app-context';
import { attempt } from '../common/notices';
import { AddPrincipalsSection, PaneRows, useSave, useVerdict } from '../overlay';

/** The list's rows: subgroups, then members by name (people-order.ts). */
function memberRows(group: UserGroup, users: ParleyState['users']) {
  return [
    ...group.direct_subgroup_ids.map((id) => ({ kind: 'g' as const, id })),
    ...idsInNameOrder(group.members, users).map((id) => ({ kind: 'u' as const, id })),
  ];
}

export function GroupMembers({ group_id }: { group_id: number }) {
  const app = useApp();
  const id = useId();
  const group = useStoreValue((s) => s.groups[group_id])!;
  const users = useStoreValue((s) => s.users);
  const groups = useStoreValue((s) => s.groups);
  const self = useStoreValue((s) => s.current_user_id);
  const addOthers = useVerdict((s) => groupMembershipVerdict(s, group_id, 'add', null));
  const join = useVerdict((s) => groupMembershipVerdict(s, group_id, 'add', [s.current_user_id]));
  const leave = useVerdict((s) =>
    groupMembershipVerdict(s, group_id, 'remove', [s.current_user_id]),
  );
  const [chosen, setChosen] = useState<PrincipalMatch[]>([]);
  const save = useSave();
  const member = group.members.includes(self);
  const selfVerdict = member ? leave : join;
  const add = () =>
    void save.run(
      async () => {
        const add = chosen.filter((p) => p.kind === 'user').map((p) => p.id);
        const subgroups = chosen.filter((p) => p.kind === 'group').map((p) => p.id);
        if (add.length) await updateUserGroupMembers(app.conn, group_id, { add });
        if (subgroups.length)
          await updateUserGroupSubgroups(app.conn, group_id, { add: subgroups });
      },
      { onDone: () => setChosen([]) },
    );
  const removeMember = (uid: number) =>
    attempt(`remove ${users[uid]?.full_name ?? 'the member'}`, () =>
      updateUserGroupMembers(app.conn, group_id, { delete: [uid] }),
    );
  const removeSubgroup = (gid: number) =>
    attempt(`remove ${groups[gid]?.name ?? 'the subgroup'}`, () =>
      updateUserGroupSubgroups(app.conn, group_id, { delete: [gid] }),
    );
  const rows = useMemo(() => memberRows(group, users), [group, users]);
  // Looked up for each person a search finds: a set, not a list of thousands searched each time.
  const members = useMemo(() => new Set(group.members), [group.members]);
  return (
    <>
      <div className="self-subscription">
        <span>{member ? 'You are a member.' : 'You are not a member.'}</span>
        <button
          type="button"
          className={member ? '' : 'primary'}
          disabled={!selfVerdict.allowed}
          title={selfVerdict.allowed ? undefined : selfVerdict.reason}
          onClick={() =>
            void attempt(member ? 'leave the group' : 'join the group', () =>
              updateUserGroupMembers(
                app.conn,
                group_id,
                member ? { delete: [self] } : { add: [self] },
              ),
            )
          }
        >
          {member ? 'Leave group' : 'Join group'}
        </button>
      </div>
      <AddPrincipalsSection
        heading="Add members"
        picker={{
          label: 'Add users or groups to this group',
          placeholder: 'Name of a user or group',
          kinds: ['user', 'group'],
        }}
        verdict={addOthers}
        exclude={(p) =>
          p.kind === 'user'
            ? members.has(p.id)
            : p.id === group_id ||
              group.direct_subgroup_ids.includes(p.id) ||
              groups[p.id]?.is_system_group === true
        }
        chosen={chosen}
        onChosen={setChosen}
        addLabel="Add"
        canAdd={chosen.length > 0}
        state={save.state}
        onAdd={add}
      />
      <section className="settings-section" aria-labelledby={`${id}-m`}>
        <h3 id={`${id}-m`}>
          {group.members.length} {group.members.length === 1 ? 'member' : 'members'}
          {group.direct_subgroup_ids.length > 0 &&
            `, ${group.direct_subgroup_ids.length} subgroups`}
        </h3>
        <PaneRows
          label="Members of this group"
          count={rows.length}
          keyOf={(i) => `${rows[i]!.kind}${rows[i]!.id}`}
        >
          {(i) => {
            const row = rows[i]!;
            return row.kind === 'g' ? (
              <MemberRow
                name={groups[row.id]?.name ?? `group ${row.id}`}
                detail="group"
                group_id={group_id}
                target={null}
                onRemove={() => void removeSubgroup(row.id)}
              />
            ) : (
              <MemberRow
                name={users[row.id]?.full_name ?? `user ${row.id}`}
                detail={users[row.id]?.email ?? ''}
                user_id={row.id}
                group_id={group_id}
                target={[row.id]}
                onRemove={() => void removeMember(row.id)}
              />
            );
          }}
        </PaneRows>
      </section>
    </>
  );
}

function MemberRow({
  name,
  detail,
  user_id,
  group_id,
  target,
  onRemove,
}: {
  name: string;
  detail: string;
  user_id?: number;
  group_id: number;
  /** The users removed, or null for a subgroup. */
  target: number[] | null;
  onRemove(): void;
}) {
  const verdict = useVerdict((s) => groupMembershipVerdict(s, group_id, 'remove', target));
  return (
    <>
      {user_id !== undefined && <Avatar user_id={user_id} size={28} />}
      <span className="subscriber-name">{name}</span>
      <span className="subscriber-email">{detail}</span>
      <button
        type="button"
        disabled={!verdict.allowed}
        title={verdict.allowed ? undefined : verdict.reason}
        aria-label={`Remove ${name} from the group`}
        onClick={onRemove}
      >
        Remove
      </button>
    </>
  );
}
