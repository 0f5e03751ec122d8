import { channelHash } from '../features/channel-settings';
import { ActionMenu } from '../features/common/ActionMenu';
import { Avatar } from '../features/common/Avatar';
import { useStoreValue } from '../features/common/app-context';
import { Icon } from '../features/common/icons';
import { useDevtoolsPreference } from '../features/devtools';
import { SearchBar } from '../features/search';
import { usePersonalMenuAppearance } from '../features/settings';
import { StatusDialogHost, usePersonalMenuStatus } from '../features/status';
import type { View } from '../model/route';
import { navigate } from './router';

interface Props {
  title: string;
  description?: string;
  onOpenLeft(): void;
  onOpenRight(): void;
  onLogout(): void;
  /** The channel the view shows, if one: its settings are a button away. */
  stream_id?: number;
  /** What is shown: the search box shows its search terms. */
  view: View;
}

/** Above the feed: the drawer buttons on narrow screens, what is shown, search, and the user's menu. */
export function TopBar({
  title,
  description,
  onOpenLeft,
  onOpenRight,
  onLogout,
  stream_id,
  view,
}: Props) {
  const me = useStoreValue((s) => s.users[s.current_user_id]);
  const appearance = usePersonalMenuAppearance();
  const status = usePersonalMenuStatus();
  // The event inspector: on development servers, or wherever this browser asked for it.
  const devServer = useStoreValue((s) => s.server.development_environment === true);
  const inspector = useDevtoolsPreference('inMenu') || devServer;
  const channelName = useStoreValue((s) =>
    stream_id === undefined ? undefined : s.channels[stream_id]?.name,
  );
  return (
    <header className="topbar">
      <button
        type="button"
        className="quiet drawer-button left"
        aria-label="Open left sidebar"
        onClick={onOpenLeft}
      >
        <Icon name="menu" size={18} />
      </button>
      <div className="topbar-title">
        <h1>{title}</h1>
        {description && <span className="topbar-description">{description}</span>}
      </div>
      {stream_id !== undefined && channelName !== undefined && (
        <button
          type="button"
          className="quiet"
          aria-label="Channel settings"
          title="Channel settings"
          onClick={() => navigate(channelHash(stream_id, channelName))}
        >
          <Icon name="gear" size={18} />
        </button>
      )}
      <SearchBar view={view} />
      <button
        type="button"
        className="quiet drawer-button right"
        aria-label="Open people list"
        onClick={onOpenRight}
      >
        <Icon name="people" size={18} />
      </button>
      <ActionMenu
        label="Personal menu"
        className="quiet personal-menu"
        actions={[
          ...status,
          'separator',
          { label: 'Personal settings', onSelect: () => navigate('#settings/profile') },
          {
            label: 'Organization settings',
            onSelect: () => navigate('#organization/organization-profile'),
          },
          { label: 'User groups', onSelect: () => navigate('#groups/your') },
          { label: 'Channel settings', onSelect: () => navigate('#channels/subscribed') },
          { label: 'About this server', onSelect: () => navigate('#about-zulip') },
          ...(inspector
            ? [{ label: 'Event inspector', onSelect: () => navigate('#devtools/events') }]
            : []),
          'separator',
          ...appearance,
          'separator',
          { label: 'Log out', onSelect: onLogout },
        ]}
      >
        {me && <Avatar user_id={me.user_id} size={28} />}
      </ActionMenu>
      <StatusDialogHost />
    </header>
  );
}
