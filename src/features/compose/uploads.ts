/**
 * Files into messages: each is checked against the server's size limit, marked in the text by
 * a placeholder while it goes to POST /user_uploads (with progress and a Cancel), then replaced
 * by its link — an image on a line of its own, so that it shows inline. A failed or cancelled
 * upload takes its placeholder out and leaves the text as it was.
 */
import { uploadFileWithProgress } from '../../api/endpoints/uploads';
import type { AppServices } from '../common/app-context';
import {
  composeStore,
  insertIntoCompose,
  openCompose,
  replaceInCompose,
  showComposeError,
} from './compose-state';
import { type Upload, uploadStore } from './upload-loader';

const IMAGE = /\.(?:bmp|gif|jpe?g|jpe|png|webp)$/i;

let counter = 0;

const update = (id: number, change: Partial<Upload> | null) =>
  uploadStore.setState((s) => ({
    uploads:
      change === null
        ? s.uploads.filter((u) => u.id !== id)
        : s.uploads.map((u) => (u.id === id ? { ...u, ...change } : u)),
  }));

/** Replaces the first `from` in the message with `to` (the user may have typed around it). */
function swap(from: string, to: (before: string, after: string) => string): void {
  const content = composeStore.getState().content;
  const at = content.indexOf(from);
  if (at < 0) {
    const text = to('\n', '');
    if (text.trim()) insertIntoCompose(text);
    return;
  }
  replaceInCompose(
    at,
    at + from.length,
    to(content[at - 1] ?? '\n', content[at + from.length] ?? '\n'),
  );
}

/** The link to an upload; an image gets a line of its own so the server previews it. */
export function linkText(name: string, url: string, before: string, after: string): string {
  const link = `[${name.replace(/[[\]]/g, '')}](${url})`;
  if (!IMAGE.test(name)) return link;
  return `${before === '\n' ? '' : '\n'}${link}${after === '\n' ? '' : '\n'}`;
}

export async function uploadAll(app: AppServices, files: readonly File[]): Promise<void> {
  if (!composeStore.getState().open) openCompose(undefined, { focus: 'content' });
  const maxMib = app.parley.getState().server.max_file_upload_size_mib;
  await Promise.all(
    files.map(async (file) => {
      const name = file.name || 'pasted-file';
      if (file.size > maxMib * 1024 * 1024) {
        showComposeError(`${name} is larger than the ${maxMib} MiB this server accepts.`);
        return;
      }
      const id = ++counter;
      const placeholder = `[Uploading ${name}…]()`;
      const abort = new AbortController();
      uploadStore.setState((s) => ({
        uploads: [
          ...s.uploads,
          { id, name, loaded: 0, total: file.size, cancel: () => abort.abort() },
        ],
      }));
      insertIntoCompose(placeholder);
      try {
        const res = await uploadFileWithProgress(app.conn, file, name, {
          signal: abort.signal,
          onProgress: (p) => update(id, { loaded: p.loaded, total: p.total }),
        });
        swap(placeholder, (before, after) =>
          linkText(res.filename ?? name, res.url ?? res.uri ?? '', before, after),
        );
      } catch (e) {
        swap(placeholder, () => '');
        if (!abort.signal.aborted) {
          showComposeError(
            `Could not upload ${name}: ${e instanceof Error ? e.message : String(e)}`,
          );
        }
      } finally {
        update(id, null);
      }
    }),
  );
}
