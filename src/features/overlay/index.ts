/** The face of overlay/: what other features and the shell may import of it (features/README.md). */
export { ConfirmDialog } from './ConfirmDialog';
export { useEditedField, useEditedFields } from './edited-field';
export { GroupPermissionsSection } from './GroupPermissionsSection';
export { GroupSettingPicker } from './GroupSettingPicker';
export { MarkdownPreview, useMarkdownPreview } from './MarkdownPreview';
export type { OverlayScreenProps } from './Overlay';
export { OverlayContent, OverlayFrame, OverlayLink, SectionNav } from './Overlay';
export { PrincipalPicker } from './PrincipalPicker';
export { CheckboxSetting, SaveBar, SaveStatus, Setting } from './Setting';
export { useLiveSetting, useSave } from './saving';
export { useVerdict } from './useVerdict';
