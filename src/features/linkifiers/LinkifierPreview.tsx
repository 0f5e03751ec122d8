/** Placeholder until the shared renderer is importable: the server checks on save. */
export function LinkifierPreview(_props: { pattern: string; template: string }) {
  return null;
}
