/** `#settings/...`: the user's own settings, one section per page. */
import { OverlayContent, OverlayFrame, type OverlayScreenProps, SectionNav } from '../overlay';
import { SnippetsSettings } from '../snippets';
import { AccountSettings } from './AccountSettings';
import { AlertWords } from './AlertWords';
import { NotificationSettings } from './NotificationSettings';
import { PreferenceSettings } from './PreferenceSettings';
import { ProfileSettings } from './ProfileSettings';
import { SETTINGS_SECTIONS as SECTIONS } from './sections';
import './settings.css';

type SectionId = (typeof SECTIONS)[number]['id'];

function Page({ section }: { section: SectionId }) {
  switch (section) {
    case 'profile':
      return <ProfileSettings />;
    case 'account-and-privacy':
      return <AccountSettings />;
    case 'preferences':
      return <PreferenceSettings />;
    case 'notifications':
      return <NotificationSettings />;
    case 'alert-words':
      return <AlertWords />;
    case 'saved-snippets':
      return <SnippetsSettings />;
  }
}

export default function SettingsOverlay({ path, onClose }: OverlayScreenProps) {
  const section = (SECTIONS.find((s) => s.id === path[0])?.id ?? 'profile') as SectionId;
  const label = SECTIONS.find((s) => s.id === section)!.label;
  return (
    <OverlayFrame title="Personal settings" onClose={onClose}>
      <SectionNav
        label="Personal settings"
        sections={SECTIONS}
        current={section}
        hashOf={(id) => `#settings/${id}`}
      />
      <OverlayContent label={label}>
        <h2>{label}</h2>
        <Page section={section} />
      </OverlayContent>
    </OverlayFrame>
  );
}
