import { sanitizeHtml } from '../../model/sanitize';

/** The organization's description: server HTML, so it brings the sanitizer (a chunk of its own). */
export default function RealmDescription({ html }: { html: string }) {
  return (
    <div
      className="realm-description"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server HTML, through model/sanitize
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
