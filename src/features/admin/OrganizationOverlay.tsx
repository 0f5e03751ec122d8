/** `#organization/...`: the organization's profile, settings, permissions, people, custom emoji and linkifiers. */

import { lazy, Suspense } from 'react';
import { loadCustomEmojiPage } from '../custom-emoji';
import { loadLinkifiersPage } from '../linkifiers';
import { OverlayContent, OverlayFrame, type OverlayScreenProps, SectionNav } from '../overlay';
import { OrgProfile } from './OrgProfile';
import { RealmSection } from './RealmSection';
import { MESSAGE_SETTINGS, PERMISSION_SETTINGS } from './realm-fields';
import { ORGANIZATION_SECTIONS as SECTIONS } from './sections';
import { UsersPage } from './UsersPage';
import './admin.css';
import { retrying } from '../common/retrying-import';

// The linkifier page carries the pattern checker: its own chunk.
const LinkifiersPage = lazy(retrying(loadLinkifiersPage));
const CustomEmojiPage = lazy(retrying(loadCustomEmojiPage));

type SectionId = (typeof SECTIONS)[number]['id'];

function Page({ section }: { section: SectionId }) {
  switch (section) {
    case 'organization-profile':
      return <OrgProfile />;
    case 'organization-settings':
      return MESSAGE_SETTINGS.map((spec) => <RealmSection key={spec.id} spec={spec} />);
    case 'organization-permissions':
      return PERMISSION_SETTINGS.map((spec) => <RealmSection key={spec.id} spec={spec} />);
    case 'users':
      return <UsersPage deactivated={false} />;
    case 'deactivated':
      return <UsersPage deactivated />;
    case 'emoji-settings':
      return (
        <Suspense fallback={<p role="status">Loading…</p>}>
          <CustomEmojiPage />
        </Suspense>
      );
    case 'linkifier-settings':
      return (
        <Suspense fallback={<p role="status">Loading…</p>}>
          <LinkifiersPage />
        </Suspense>
      );
  }
}

export default function OrganizationOverlay({ path, onClose }: OverlayScreenProps) {
  const section = (SECTIONS.find((s) => s.id === path[0])?.id ??
    'organization-profile') as SectionId;
  const label = SECTIONS.find((s) => s.id === section)!.label;
  return (
    <OverlayFrame title="Organization settings" onClose={onClose}>
      <SectionNav
        label="Organization settings"
        sections={SECTIONS}
        current={section}
        hashOf={(id) => `#organization/${id}`}
      />
      <OverlayContent label={label}>
        <h2>{label}</h2>
        <Page key={section} section={section} />
      </OverlayContent>
    </OverlayFrame>
  );
}
