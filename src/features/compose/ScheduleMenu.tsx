/**
 * `button` "Schedule message" beside Send: a menu of Zulip's send-later times by the time of
 * day, "Custom time" (a dialog loaded when first opened) and the list of scheduled messages.
 * Not offered by a server that does not schedule messages.
 */
import { lazy, Suspense, useState } from 'react';
import { supportsScheduledMessages } from '../../api/feature-level';
import { scheduleChoices } from '../../model/schedule-times';
import { ActionMenu, type MenuEntry } from '../common/ActionMenu';
import { useApp, useStoreValue } from '../common/app-context';
import { retrying } from '../common/retrying-import';
import { useComposeSession } from './compose-session';
import { composeStore } from './compose-state';
import { scheduleFromBox } from './schedule';

const TimeDialog = lazy(retrying(() => import('../common/TimeDialog')));

export function ScheduleMenu({ disabled }: { disabled: boolean }) {
  const app = useApp();
  const session = useComposeSession();
  const offered = useStoreValue((s) => supportsScheduledMessages(s.server.zulip_feature_level));
  const twentyFour = useStoreValue((s) => s.userSettings.twenty_four_hour_time === true);
  const [custom, setCustom] = useState(false);
  if (!offered) return null;
  const schedule = (timestamp: number) => void scheduleFromBox(app, session, timestamp);
  const actions: MenuEntry[] = disabled
    ? [
        {
          label: 'Schedule message',
          onSelect: () => {},
          disabled: true,
          reason: 'Write a message first.',
        },
      ]
    : [
        ...scheduleChoices(new Date(), twentyFour).map((c) => ({
          label: c.label,
          onSelect: () => schedule(c.timestamp),
        })),
        { label: 'Custom time', onSelect: () => setCustom(true) },
      ];
  actions.push('separator', {
    label: 'View scheduled messages',
    onSelect: () => app.navigate('#scheduled'),
  });
  return (
    <>
      <ActionMenu
        label="Schedule message"
        actions={actions}
        className="compose-schedule"
        align="end"
      >
        <span aria-hidden>▾</span>
      </ActionMenu>
      {custom && (
        <Suspense fallback={null}>
          <TimeDialog
            title="Schedule message"
            action="Schedule"
            initial={Math.ceil(Date.now() / 1000 / 3600) * 3600 + 3600}
            onSubmit={async (timestamp) => {
              if (!(await scheduleFromBox(app, session, timestamp))) {
                throw new Error(composeStore.getState().error ?? 'The message was not scheduled.');
              }
            }}
            onClose={() => setCustom(false)}
          />
        </Suspense>
      )}
    </>
  );
}
