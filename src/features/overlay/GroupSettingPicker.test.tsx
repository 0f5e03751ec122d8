// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import type { GroupSettingValue } from '../../api/types/models';
import { createClientStore } from '../../model/client-store';
import { registerFixture } from '../../store/test-support';
import { renderWithApp } from '../common/test-support';
import { GroupSettingPicker } from './GroupSettingPicker';

afterEach(cleanup);

let seen: GroupSettingValue | undefined;

function Harness({ initial }: { initial: GroupSettingValue }) {
  const [value, setValue] = useState(initial);
  seen = value;
  return (
    <GroupSettingPicker
      id="p"
      label="Who can post to this channel"
      kind="stream"
      setting="can_send_message_group"
      value={value}
      onChange={setValue}
    />
  );
}

const render = (initial: GroupSettingValue) =>
  renderWithApp(
    <Harness initial={initial} />,
    createClientStore(registerFixture(), 0, { now: () => 0 }),
  );

it('offers roles and user groups, and a custom choice built from users and groups', () => {
  render(20);
  const select = screen.getByRole('combobox') as HTMLSelectElement;
  expect([...select.options].map((o) => o.text)).toEqual([
    'Administrators',
    'Owners',
    'support',
    'Custom: chosen users and groups',
  ]);
  fireEvent.change(select, { target: { value: '30' } });
  expect(seen).toBe(30);
  fireEvent.change(select, { target: { value: 'custom' } });
  expect(seen).toEqual({ direct_members: [], direct_subgroups: [30] });
  const add = screen.getByRole('combobox', {
    name: 'Add users or groups to "Who can post to this channel"',
  });
  fireEvent.input(add, { target: { value: 'Ham' } });
  fireEvent.keyDown(add, { key: 'Enter' });
  expect(seen).toEqual({ direct_members: [2], direct_subgroups: [30] });
  expect(
    screen.getByRole('list', { name: 'Who is in "Who can post to this channel"' }).textContent,
  ).toContain('King Hamlet');
  fireEvent.click(screen.getByRole('button', { name: 'Remove support' }));
  expect(seen).toEqual({ direct_members: [2], direct_subgroups: [] });
});

it('shows an anonymous group as custom, with its members', () => {
  render({ direct_members: [3], direct_subgroups: [21] });
  expect((document.getElementById('p') as HTMLSelectElement).value).toBe('custom');
  expect(screen.getByRole('button', { name: 'Remove Othello' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Remove Owners' })).toBeTruthy();
});
