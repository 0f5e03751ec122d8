/**
 * Adding or editing a linkifier: the pattern (Python-style, as the server accepts it) and the
 * RFC 6570 URL template, checked as they are typed, with a preview of a sample text.
 */
import { type FormEvent, useId, useState } from 'react';
import { addLinkifier, updateLinkifier } from '../../api/endpoints/linkifiers';
import type { Linkifier } from '../../api/types/models';
import { featureLevel, useApp } from '../common/app-context';
import { SaveStatus, useSave } from '../overlay';
import { checkLinkifier, LinkifierPreview } from './LinkifierPreview';

export function LinkifierForm({ linkifier, onDone }: { linkifier?: Linkifier; onDone(): void }) {
  const app = useApp();
  const id = useId();
  const [pattern, setPattern] = useState(linkifier?.pattern ?? '');
  const [template, setTemplate] = useState(linkifier?.url_template ?? '');
  const save = useSave();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const fl = featureLevel(app.parley);
    void save.run(
      () =>
        linkifier
          ? updateLinkifier(app.conn, linkifier.id, pattern, template, fl)
          : addLinkifier(app.conn, pattern, template, fl),
      { onDone },
    );
  };
  return (
    <form
      className="linkifier-form"
      onSubmit={submit}
      aria-label={linkifier ? 'Edit linkifier' : 'Add a new linkifier'}
    >
      <div className="setting">
        <label htmlFor={`${id}-p`}>Pattern</label>
        <input
          id={`${id}-p`}
          type="text"
          className="mono"
          spellCheck={false}
          placeholder="#(?P<id>[0-9]+)"
          value={pattern}
          onChange={(e) => setPattern(e.target.value)}
        />
      </div>
      <div className="setting">
        <label htmlFor={`${id}-t`}>URL template</label>
        <input
          id={`${id}-t`}
          type="text"
          className="mono"
          spellCheck={false}
          placeholder="https://github.com/zulip/zulip/issues/{id}"
          value={template}
          onChange={(e) => setTemplate(e.target.value)}
        />
      </div>
      <LinkifierPreview pattern={pattern} template={template} editing={linkifier?.id} />
      <div className="save-bar">
        <button
          type="submit"
          className="primary"
          disabled={
            save.state.status === 'saving' ||
            !pattern ||
            !template ||
            checkLinkifier(pattern, template) !== null
          }
        >
          {linkifier ? 'Save linkifier' : 'Add linkifier'}
        </button>
        <button type="button" onClick={onDone}>
          Cancel
        </button>
        <SaveStatus state={save.state} />
      </div>
    </form>
  );
}
