/**
 * One scheduled message: where and when it goes (or that it failed), its text, and Edit (back
 * into compose, unscheduled, as Zulip does), Reschedule and Delete.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import {
  deleteScheduledMessage,
  editScheduledMessage,
} from '../../api/endpoints/scheduled-messages';
import { supportsReschedule } from '../../api/feature-level';
import type { ScheduledMessage } from '../../api/types/models';
import { hashOfTarget } from '../../model/compose-target';
import { conversationTitle } from '../../model/narrow-title';
import { sanitizeHtml } from '../../model/sanitize';
import { describeTime } from '../../model/schedule-times';
import { useApp, useStoreValue } from '../common/app-context';
import { attempt } from '../common/notices';
import { retrying } from '../common/retrying-import';
import { openCompose, setContent } from '../compose';
import { targetOfScheduled } from './scheduled-target';

const TimeDialog = lazy(retrying(() => import('../common/TimeDialog')));

export function ScheduledRow({ m }: { m: ScheduledMessage }) {
  const app = useApp();
  const self = useStoreValue((s) => s.current_user_id);
  const target = targetOfScheduled(m, self);
  const name = useStoreValue((s) => conversationTitle(s, target));
  const twentyFour = useStoreValue((s) => s.userSettings.twenty_four_hour_time === true);
  const canReschedule = useStoreValue((s) => supportsReschedule(s.server.zulip_feature_level));
  const html = useMemo(() => sanitizeHtml(m.rendered_content), [m.rendered_content]);
  const [rescheduling, setRescheduling] = useState(false);
  const id = m.scheduled_message_id;
  const remove = () =>
    attempt('delete the scheduled message', () => deleteScheduledMessage(app.conn, id));
  const edit = async () => {
    openCompose(target, { focus: 'content' });
    setContent(m.content);
    const hash = hashOfTarget(target, app.parley.getState());
    if (hash) app.navigate(hash);
    await remove();
  };
  return (
    <li className="scheduled">
      <article aria-label={`Scheduled message to ${name}`}>
        <header className="card-header">
          <span className="card-title">{name}</span>
          {m.failed ? (
            <span className="scheduled-failed">Not sent: the server could not send it</span>
          ) : (
            <time dateTime={new Date(m.scheduled_delivery_timestamp * 1000).toISOString()}>
              {describeTime(m.scheduled_delivery_timestamp, new Date(), twentyFour)}
            </time>
          )}
        </header>
        <div
          className="scheduled-content rendered-markdown"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server HTML, through model/sanitize
          dangerouslySetInnerHTML={{ __html: html }}
        />
        <div className="card-actions">
          <button type="button" onClick={() => void edit()} aria-label={`Edit message to ${name}`}>
            Edit
          </button>
          {canReschedule && (
            <button
              type="button"
              onClick={() => setRescheduling(true)}
              aria-label={`Reschedule message to ${name}`}
            >
              Reschedule
            </button>
          )}
          <button
            type="button"
            className="quiet"
            onClick={() => void remove()}
            aria-label={`Delete scheduled message to ${name}`}
          >
            Delete
          </button>
        </div>
      </article>
      {rescheduling && (
        <Suspense fallback={null}>
          <TimeDialog
            title="Reschedule message"
            action="Reschedule"
            initial={Math.max(m.scheduled_delivery_timestamp, Math.ceil(Date.now() / 1000) + 3600)}
            onSubmit={(t) =>
              editScheduledMessage(app.conn, id, { scheduled_delivery_timestamp: t })
            }
            onClose={() => setRescheduling(false)}
          />
        </Suspense>
      )}
    </li>
  );
}
