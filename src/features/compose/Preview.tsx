import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isUserInGroupSetting } from '../../model/permissions';
import { sanitizeHtml } from '../../model/sanitize';
import { useApp, useStoreValue } from '../common/app-context';
import { enhanceContent } from '../common/enhance-content';
import { temporaryUrl } from '../common/upload-urls';
import { useCompose } from './compose-state';
import { previewHtml } from './renderer';

/** The message as it will look once sent (the preview toggle), sanitized like every message. */
export default function Preview() {
  const app = useApp();
  const content = useCompose((s) => s.content);
  const selfId = useStoreValue((s) => s.current_user_id);
  const twentyFour = useStoreValue((s) => s.userSettings.twenty_four_hour_time === true);
  const [html, setHtml] = useState<string>();
  const [error, setError] = useState<string>();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    if (content.trim() === '') {
      setHtml('');
      return;
    }
    previewHtml(app, content)
      .then((h) => {
        if (!live) return;
        setHtml(sanitizeHtml(h));
        setError(undefined);
      })
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [app, content]);

  useLayoutEffect(() => {
    if (ref.current && html) {
      enhanceContent(ref.current, {
        selfId,
        twentyFour,
        inGroup: (id) => isUserInGroupSetting(id, app.parley.getState()),
        temporaryUrl: (path) => temporaryUrl(app.conn, path),
      });
    }
  }, [html, selfId, twentyFour, app]);

  return (
    <section className="compose-preview" aria-label="Preview" aria-busy={html === undefined}>
      {error ? (
        <p className="error" role="alert">
          Could not render the preview: {error}
        </p>
      ) : html === '' ? (
        <p className="compose-preview-empty">Nothing to preview.</p>
      ) : (
        <div
          ref={ref}
          className="message-content rendered-markdown"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered Markdown, through model/sanitize
          dangerouslySetInnerHTML={{ __html: html ?? '' }}
        />
      )}
    </section>
  );
}
