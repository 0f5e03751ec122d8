/**
 * Markdown for local echo and the preview, rendered as the server will store it: the shared
 * Zulip renderer (src/markdown), loaded the first time compose opens, with its context from the
 * store (users, groups, channels, custom emoji, linkifiers). Against a real Zulip server the
 * preview asks the server (POST /messages/render), whose renderer may differ in details; local
 * echo still uses the shared one until the server's message replaces it.
 */
import { renderMessage } from '../../api/endpoints/messages';
import type { ParleyState } from '../../store/state';
import type { AppServices } from '../common/app-context';
import { retrying } from '../common/retrying-import';
import { renderForEcho, setEchoRenderer } from './echo-render';

type Markdown = typeof import('../../markdown');

let loading: Promise<Markdown> | undefined;

const clientState = (s: ParleyState) => ({
  users: s.users,
  groups: s.groups,
  channels: s.channels,
  realmEmoji: s.realmEmoji,
  linkifiers: s.linkifiers,
  realmUrl: typeof s.realm.url === 'string' ? s.realm.url : window.location.origin,
});

/** Loads the renderer (once) and hands it to local echo. */
export function loadRenderer(app: Pick<AppServices, 'parley'>): Promise<Markdown> {
  loading ??= retrying(() => import('../../markdown'))().then((md) => {
    setEchoRenderer(
      (content) => md.renderForClient(content, clientState(app.parley.getState())).html,
    );
    // Messages sent before it had loaded show their text plainly: render them now.
    app.parley.rerenderLocalEchoes(renderForEcho);
    return md;
  });
  return loading;
}

/** Parley's own server renders with this very code; any other is a Zulip server. */
const isParleyServer = (s: ParleyState) => s.server.zulip_version.includes('parley');

/** The preview's HTML (unsanitized: the caller sanitizes it like any message). */
export async function previewHtml(app: AppServices, content: string): Promise<string> {
  const state = app.parley.getState();
  if (!isParleyServer(state)) return (await renderMessage(app.conn, content)).rendered;
  const md = await loadRenderer(app);
  return md.renderForClient(content, clientState(app.parley.getState())).html;
}
