/**
 * A preview of Markdown the user is writing (a description), rendered by the server as it will
 * be stored (POST /messages/render) and sanitized like every server HTML.
 */
import { useState } from 'react';
import { renderMessage } from '../../api/endpoints/messages';
import { sanitizeHtml } from '../../model/sanitize';
import { useApp } from '../common/app-context';

export function useMarkdownPreview() {
  const app = useApp();
  const [html, setHtml] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return {
    html,
    error,
    clear() {
      setHtml(null);
      setError(null);
    },
    async toggle(markdown: string) {
      setError(null);
      if (html !== null) return setHtml(null);
      try {
        setHtml(sanitizeHtml((await renderMessage(app.conn, markdown)).rendered));
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
      }
    },
  };
}

/** The toggle button and what it shows: the preview, or (unedited) the current rendering. */
export function MarkdownPreview({
  preview,
  markdown,
  current,
}: {
  preview: ReturnType<typeof useMarkdownPreview>;
  markdown: string;
  /** The stored HTML, shown while the text is unchanged. */
  current?: string;
}) {
  const shown = preview.html ?? (current ? sanitizeHtml(current) : null);
  return (
    <>
      <div className="description-preview-bar">
        <button
          type="button"
          aria-expanded={preview.html !== null}
          onClick={() => void preview.toggle(markdown)}
        >
          {preview.html === null ? 'Preview description' : 'Hide preview'}
        </button>
      </div>
      {preview.error && (
        <p role="alert" className="field-error">
          Could not show the preview: {preview.error}
        </p>
      )}
      {shown !== null && shown !== '' && (
        <div className="description-preview rendered">
          <p className="preview-caption">
            {preview.html !== null ? 'Preview' : 'Current description'}
          </p>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by model/sanitize */}
          <div dangerouslySetInnerHTML={{ __html: shown }} />
        </div>
      )}
    </>
  );
}
