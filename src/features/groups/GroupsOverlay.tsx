/** `#groups/...`: user groups, their members and subgroups, and their permission settings. */
import { useRef } from 'react';
import { useStoreValue } from '../common/app-context';
import { OverlayContent, OverlayFrame, OverlayLink, type OverlayScreenProps } from '../overlay';
import { CreateGroup } from './CreateGroup';
import { GroupBrowser } from './GroupBrowser';
import { GroupGeneral } from './GroupGeneral';
import { GroupMembers } from './GroupMembers';
import { GroupPermissions } from './GroupPermissions';
import { type GroupFilter, type GroupTab, groupHash, parseGroupsPath } from './path';

const TAB_LABELS: Record<GroupTab, string> = {
  general: 'General',
  members: 'Members',
  permissions: 'Permissions',
};

export default function GroupsOverlay({ path, onClose }: OverlayScreenProps) {
  const page = parseGroupsPath(path);
  const lastFilter = useRef<GroupFilter>('your');
  if (page.kind === 'list') lastFilter.current = page.filter;
  return (
    <OverlayFrame title="User groups" onClose={onClose}>
      <div className="browse-layout" data-detail={page.kind === 'list' ? undefined : ''}>
        <GroupBrowser
          filter={lastFilter.current}
          selected={page.kind === 'group' ? page.group_id : undefined}
        />
        <OverlayContent label="Group details" className="browse-detail">
          {page.kind === 'list' && (
            <p className="empty-state">Choose a group to see its settings, or create one.</p>
          )}
          {page.kind === 'new' && <CreateGroup />}
          {page.kind === 'group' && <GroupPage group_id={page.group_id} tab={page.tab} />}
        </OverlayContent>
      </div>
    </OverlayFrame>
  );
}

function GroupPage({ group_id, tab }: { group_id: number; tab: GroupTab }) {
  const group = useStoreValue((s) => s.groups[group_id]);
  if (!group || group.is_system_group) {
    return (
      <p role="alert" className="empty-state">
        This group does not exist, or is a role rather than a group.
      </p>
    );
  }
  return (
    <>
      <OverlayLink hash="#groups/all" className="back-to-list">
        ← All groups
      </OverlayLink>
      <h2 className="browse-title">
        {group.name}
        {group.deactivated && <span className="archived-tag">Deactivated</span>}
      </h2>
      <nav className="tabs" aria-label="Group settings sections">
        {(Object.keys(TAB_LABELS) as GroupTab[]).map((t) => (
          <OverlayLink key={t} hash={groupHash(group_id, group.name, t)} current={t === tab}>
            {TAB_LABELS[t]}
          </OverlayLink>
        ))}
      </nav>
      {tab === 'general' && <GroupGeneral key={group_id} group_id={group_id} />}
      {tab === 'members' && <GroupMembers key={group_id} group_id={group_id} />}
      {tab === 'permissions' && <GroupPermissions key={group_id} group_id={group_id} />}
    </>
  );
}
