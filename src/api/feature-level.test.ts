import { describe, expect, it } from 'vitest';
import {
  channelMessageType,
  directMessageType,
  linkifierTemplateField,
  narrowForServer,
  supportsUserTopics,
} from './feature-level';

describe('feature levels', () => {
  it.each([
    [169, 'private', 'stream', false, 'url_format_string'],
    [173, 'private', 'stream', true, 'url_format_string'],
    [174, 'direct', 'stream', true, 'url_format_string'],
    [176, 'direct', 'stream', true, 'url_template'],
    [247, 'direct', 'stream', true, 'url_template'],
    [248, 'direct', 'channel', true, 'url_template'],
    [330, 'direct', 'channel', true, 'url_template'],
  ] as const)('FL %i', (fl, direct, channel, userTopics, template) => {
    expect(directMessageType(fl)).toBe(direct);
    expect(channelMessageType(fl)).toBe(channel);
    expect(supportsUserTopics(fl)).toBe(userTopics);
    expect(linkifierTemplateField(fl)).toBe(template);
  });

  it('user topics from FL 170', () => {
    expect(supportsUserTopics(169)).toBe(false);
    expect(supportsUserTopics(170)).toBe(true);
  });

  const narrow = [
    { operator: 'channel', operand: 7 },
    { operator: 'topic', operand: 'x' },
    { operator: 'dm', operand: [1, 2] },
    { operator: 'dm-including', operand: 3 },
    { operator: 'is', operand: 'dm', negated: true },
    { operator: 'channels', operand: 'public' },
  ];

  it('keeps the modern operators for new servers', () => {
    expect(narrowForServer(narrow, 330)).toEqual(narrow);
  });

  it('uses stream/streams below FL 250 but dm above 177', () => {
    expect(narrowForServer(narrow, 249).map((t) => t.operator)).toEqual([
      'stream',
      'topic',
      'dm',
      'dm-including',
      'is',
      'streams',
    ]);
  });

  it('uses pm-with, group-pm-with and is:private below FL 177', () => {
    expect(narrowForServer(narrow, 176)).toEqual([
      { operator: 'stream', operand: 7 },
      { operator: 'topic', operand: 'x' },
      { operator: 'pm-with', operand: [1, 2] },
      { operator: 'group-pm-with', operand: 3 },
      { operator: 'is', operand: 'private', negated: true },
      { operator: 'streams', operand: 'public' },
    ]);
  });
});
