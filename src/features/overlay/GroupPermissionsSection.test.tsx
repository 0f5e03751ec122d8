// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import type { GroupSettingUpdate } from '../../api/types/models';
import { ALLOWED } from '../../model/channel-permissions';
import { createClientStore } from '../../model/client-store';
import { registerFixture } from '../../store/test-support';
import { renderWithApp } from '../common/test-support';
import { GroupPermissionsSection } from './GroupPermissionsSection';

afterEach(cleanup);

const SETTINGS = [
  ['can_send_message_group', 'Who can post to this channel'],
  ['can_administer_channel_group', 'Who can administer this channel'],
  ['can_remove_subscribers_group', 'Who can unsubscribe anyone from this channel'],
] as const;
type Name = (typeof SETTINGS)[number][0];
type Params = Partial<Record<Name, GroupSettingUpdate>>;

function render(save: (params: Params) => Promise<unknown>) {
  return renderWithApp(
    <GroupPermissionsSection
      settings={SETTINGS}
      // A server too old for the third setting: it is not offered.
      current={{
        can_send_message_group: 20,
        can_administer_channel_group: 20,
        can_remove_subscribers_group: undefined,
      }}
      kind="stream"
      verdict={ALLOWED}
      save={save}
    />,
    createClientStore(registerFixture(), 0, { now: () => 0 }),
  );
}

const picker = (label: string) => screen.getByRole('combobox', { name: label });
const saveButton = () => screen.getByRole('button', { name: 'Save changes' });

it('offers the settings the server has, and saves only the changed ones as {new, old}', async () => {
  const sent: Params[] = [];
  render(async (params) => {
    sent.push(params);
  });
  expect(screen.getAllByRole('combobox')).toHaveLength(2);
  expect(screen.queryByText('Who can unsubscribe anyone from this channel')).toBeNull();
  expect(saveButton()).toHaveProperty('disabled', true);

  fireEvent.change(picker('Who can post to this channel'), { target: { value: '30' } });
  expect(saveButton()).toHaveProperty('disabled', false);
  fireEvent.click(saveButton());
  await waitFor(() => expect(sent).toEqual([{ can_send_message_group: { new: 30, old: 20 } }]));
});

it('when a value changed meanwhile, says so and shows the values that are there now', async () => {
  render(() => Promise.reject(new ApiError('changed', 'EXPECTATION_MISMATCH', 400)));
  fireEvent.change(picker('Who can administer this channel'), { target: { value: '30' } });
  fireEvent.click(saveButton());
  expect((await screen.findByRole('alert')).textContent).toMatch(
    /Someone else changed this setting/,
  );
  expect((picker('Who can administer this channel') as HTMLSelectElement).value).toBe('20');
  expect(saveButton()).toHaveProperty('disabled', true);
});

it('Discard puts back the current values', () => {
  render(async () => {});
  fireEvent.change(picker('Who can post to this channel'), { target: { value: '30' } });
  fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
  expect((picker('Who can post to this channel') as HTMLSelectElement).value).toBe('20');
});
