import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import type { ComposeTarget } from '../../model/compose-target';
import { useApp } from '../common/app-context';
import { attempt } from '../common/notices';
import { retrying } from '../common/retrying-import';
import { ChannelTopicFields } from './ChannelTopicFields';
import { ComposeTools } from './ComposeTools';
import { useComposeSession } from './compose-session';
import { closeCompose, composeStore, useCompose } from './compose-state';
import { setEnterSends, useEnterSends } from './enter-sends';
import { MessageInput } from './MessageInput';
import { answerFocus, takeOver } from './plain-box-handover';
import { RecipientNotice } from './RecipientNotice';
import { RecipientPills } from './RecipientPills';
import { ScheduleMenu } from './ScheduleMenu';
import { type Sent, sendFromBox } from './send';
import { UploadList } from './UploadList';

const Preview = lazy(retrying(() => import('./Preview')));

interface Props {
  /** After a send: say where it went if the reader cannot see it there. */
  onSent(sent: Sent): void;
}

/** The open compose box: where the message goes, the message, and its tools. */
export default function ComposeBox({ onSent }: Props) {
  const app = useApp();
  const session = useComposeSession();
  const target = useCompose((s) => s.target);
  const error = useCompose((s) => s.error);
  const preview = useCompose((s) => s.preview);
  const focus = useCompose((s) => s.focus);
  const empty = useCompose((s) => s.content.trim() === '');
  const enterSends = useEnterSends();
  const channelRef = useRef<HTMLInputElement>(null);
  const topicRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);

  // A layout effect: in the commit that mounts the box, before another key can arrive.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves when asked (seq)
  useLayoutEffect(() => {
    // The plain box's cursor carries over into the message; a box opened on another field
    // (x: "To") goes there, unless the person is already typing the message.
    const asked = answerFocus(focus.seq);
    if (takeOver(textRef.current, focus.field) || !asked) return;
    const ref = { channel: channelRef, topic: topicRef, to: toRef, content: textRef }[focus.field];
    const el = ref.current ?? textRef.current;
    el?.focus();
    // Into a restored draft, the cursor goes to its end.
    if (el === textRef.current && el && el.selectionStart === 0) {
      el.setSelectionRange(el.value.length, el.value.length);
    }
  }, [focus.seq]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the box has loaded
  useEffect(() => {
    if (!composeStore.getState().sendRequested) return;
    composeStore.setState({ sendRequested: false });
    send();
  }, []);

  const readdress = (t: ComposeTarget) => composeStore.setState({ target: t, error: undefined });
  const send = () => {
    const sent = sendFromBox(app, session);
    if (sent) onSent(sent);
    textRef.current?.focus();
  };

  return (
    <form
      className="compose-box"
      aria-label="Compose message"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || e.defaultPrevented) return;
        e.preventDefault();
        closeCompose();
      }}
    >
      <div className="compose-recipient">
        {target.type === 'stream' ? (
          <ChannelTopicFields
            target={target}
            onTarget={readdress}
            channelRef={channelRef}
            topicRef={topicRef}
            onPicked={(field) => (field === 'channel' ? topicRef : textRef).current?.focus()}
          />
        ) : (
          <RecipientPills
            to={target.to}
            onTo={(to) => readdress({ type: 'private', to })}
            inputRef={toRef}
            onPicked={() => {}}
          />
        )}
      </div>
      <RecipientNotice target={target} />
      {preview ? (
        <Suspense fallback={<div className="compose-preview">Loading the preview…</div>}>
          <Preview />
        </Suspense>
      ) : (
        <MessageInput textareaRef={textRef} enterSends={enterSends} onSend={send} />
      )}
      <UploadList />
      {error && (
        <p className="compose-error" role="alert">
          {error}
        </p>
      )}
      <div className="compose-footer">
        <ComposeTools />
        <label className="compose-enter" title="How Enter behaves in the message">
          <input
            type="checkbox"
            checked={enterSends}
            onChange={(e) => {
              const value = e.target.checked;
              void attempt('change how Enter sends', () => setEnterSends(app, value));
            }}
          />
          Enter sends
        </label>
        <div className="compose-send-group">
          <button type="submit" className="primary compose-send" disabled={empty}>
            Send
          </button>
          <ScheduleMenu disabled={empty} />
        </div>
      </div>
      <button
        type="button"
        className="quiet compose-close"
        aria-label="Close the compose box"
        title="Close (Esc); your text is kept as a draft"
        onClick={closeCompose}
      >
        ×
      </button>
    </form>
  );
}
