/**
 * What a local echo shows until the server's message replaces it: the shared Zulip renderer's
 * HTML (renderer.ts installs it when compose first opens); before that (an outbox restored
 * after a reload, say), the text as plain paragraphs.
 */

let render: ((content: string) => string) | undefined;

/** Installs the renderer local echo uses (renderer.ts). */
export function setEchoRenderer(fn: ((content: string) => string) | undefined): void {
  render = fn;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** Plain text as HTML: paragraphs at blank lines, line breaks within them. */
export function plainHtml(content: string): string {
  return content
    .split(/\n{2,}/)
    .filter((p) => p.trim() !== '')
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>\n')}</p>`)
    .join('\n');
}

export function renderForEcho(content: string): string {
  if (render) {
    try {
      return render(content);
    } catch {
      // A renderer bug must not lose the message: show the text.
    }
  }
  return plainHtml(content);
}
