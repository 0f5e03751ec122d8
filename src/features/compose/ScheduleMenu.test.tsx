// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createClientStore } from '../../model/client-store';
import { registerFixture } from '../../store/test-support';
import { renderWithApp } from '../common/test-support';
import { ScheduleMenu } from './ScheduleMenu';

afterEach(cleanup);

describe('"Schedule message" beside Send', () => {
  it.each([
    [178, false],
    [179, true],
  ])('at feature level %i is offered: %s', (level, offered) => {
    const fixture = registerFixture();
    fixture.zulip_feature_level = level;
    renderWithApp(<ScheduleMenu disabled={false} />, createClientStore(fixture));
    expect(screen.queryByRole('button', { name: 'Schedule message' }) !== null).toBe(offered);
  });
});
