/** The face of overlay/: what other features and the shell may import of it (features/README.md). */
export { AddPrincipalsSection } from './AddPrincipalsSection';
export { Browser } from './Browser';
export { ConfirmDialog } from './ConfirmDialog';
export { ConfirmedActionSection } from './ConfirmedAction';
export { CreateForm } from './CreateForm';
export { useEditedField, useEditedFields } from './edited-field';
export { GroupPermissionsSection } from './GroupPermissionsSection';
export { GroupSettingPicker } from './GroupSettingPicker';
export { MarkdownPreview, useMarkdownPreview } from './MarkdownPreview';
export type { OverlayScreenProps } from './Overlay';
export { OverlayContent, OverlayFrame, OverlayLink, SectionNav } from './Overlay';
export { PaneRows } from './PaneRows';
export { PeopleField } from './PeopleField';
export { PrincipalPicker } from './PrincipalPicker';
export { CheckboxSetting, SaveBar, SaveFieldsBar, SaveStatus, Setting } from './Setting';
export { useLiveSetting, useSave } from './saving';
export { TextSetting, useTextField } from './TextSetting';
export { useVerdict } from './useVerdict';
