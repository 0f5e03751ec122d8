/**
 * The pattern and template checked as they are typed, by the same code the server checks them
 * with (src/markdown's validateLinkifier), and a sample text rendered with the linkifiers as
 * they would be after saving, by the one Markdown renderer (loaded on first use).
 */
import { useEffect, useId, useState } from 'react';
import { validateLinkifier } from '../../markdown/linkifiers';
import { sanitizeHtml } from '../../model/sanitize';
import { useApp } from '../common/app-context';
import { retrying } from '../common/retrying-import';

interface Props {
  pattern: string;
  template: string;
  /** The linkifier being edited (its place in the order is kept), or none for a new one. */
  editing?: number;
}

const loadRenderer = retrying(() => import('../../markdown/context'));

/** Why the server would refuse this linkifier, in its words, or null. */
export function checkLinkifier(pattern: string, template: string): string | null {
  try {
    return validateLinkifier(pattern, template);
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

export function LinkifierPreview({ pattern, template, editing }: Props) {
  const app = useApp();
  const id = useId();
  const [sample, setSample] = useState('');
  const [html, setHtml] = useState('');
  const problem = pattern && template ? checkLinkifier(pattern, template) : null;
  useEffect(() => {
    if (problem || !pattern || !template || !sample.trim()) {
      setHtml('');
      return;
    }
    let current = true;
    void loadRenderer().then(({ renderForClient }) => {
      if (!current) return;
      const state = app.parley.getState();
      const candidate = { pattern, url_template: template };
      const linkifiers =
        editing === undefined
          ? [...state.linkifiers, candidate]
          : state.linkifiers.map((l) => (l.id === editing ? candidate : l));
      const realmUrl = String(state.realm.url ?? window.location.origin);
      setHtml(sanitizeHtml(renderForClient(sample, { ...state, linkifiers, realmUrl }).html));
    });
    return () => {
      current = false;
    };
  }, [app, pattern, template, sample, editing, problem]);
  return (
    <div className="linkifier-preview">
      <p className={problem ? 'field-error' : 'setting-hint'} role="status">
        {!pattern || !template
          ? 'Named groups in the pattern, such as (?P<id>[0-9]+), fill the {id} in the URL template.'
          : (problem ?? 'The pattern and the URL template fit together.')}
      </p>
      <div className="setting">
        <label htmlFor={`${id}-sample`}>Sample text</label>
        <input
          id={`${id}-sample`}
          type="text"
          placeholder="Text to try the linkifier on"
          value={sample}
          onChange={(e) => setSample(e.target.value)}
        />
      </div>
      {html && (
        <div className="description-preview rendered">
          <p className="preview-caption">Preview</p>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by model/sanitize */}
          <div dangerouslySetInnerHTML={{ __html: html }} />
        </div>
      )}
    </div>
  );
}
