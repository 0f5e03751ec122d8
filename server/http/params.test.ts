import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../domain/errors';
import { param, parseParams, pathId } from './params';

const spec = {
  topic: param.string().alias('subject').optional(),
  to: param.jsonOrString(z.union([z.string(), z.number().int(), z.array(z.number().int())])),
  num_before: param.int(z.number().int().min(0)).default(0),
  flag: param.bool().default(false),
  narrow: param.json(z.array(z.object({ operator: z.string(), operand: z.unknown() }))).default([]),
};

function errorOf(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('no error');
}

describe('parseParams', () => {
  it('prefers the form body over the query string', () => {
    const { values } = parseParams(spec, { to: 'Verona' }, { to: 'Denmark' });
    expect(values.to).toBe('Verona');
  });

  it('falls back to the query string', () => {
    expect(parseParams(spec, {}, { to: '7' }).values.to).toBe(7);
  });

  it('decodes JSON inside fields, and keeps a raw string where the parameter allows one', () => {
    const { values } = parseParams(
      spec,
      {
        to: '[1,2]',
        num_before: '20',
        flag: 'true',
        narrow: '[{"operator":"channel","operand":"Verona"}]',
      },
      {},
    );
    expect(values).toEqual({
      topic: undefined,
      to: [1, 2],
      num_before: 20,
      flag: true,
      narrow: [{ operator: 'channel', operand: 'Verona' }],
    });
    expect(parseParams(spec, { to: 'general chat' }, {}).values.to).toBe('general chat');
  });

  it('accepts an alias', () => {
    expect(parseParams(spec, { to: 'x', subject: 'lunch' }, {}).values.topic).toBe('lunch');
  });

  it('applies defaults', () => {
    const { values } = parseParams(spec, { to: 'x' }, {});
    expect(values.num_before).toBe(0);
    expect(values.flag).toBe(false);
    expect(values.narrow).toEqual([]);
  });

  it('reports a missing required parameter with REQUEST_VARIABLE_MISSING', () => {
    const e = errorOf(() => parseParams(spec, {}, {}));
    expect([e.code, e.status, e.extra.var_name, e.message]).toEqual([
      'REQUEST_VARIABLE_MISSING',
      400,
      'to',
      "Missing 'to' argument",
    ]);
  });

  it.each([
    [{ to: 'x', num_before: 'ten' }, 'num_before'],
    [{ to: 'x', num_before: '-1' }, 'num_before'],
    [{ to: 'x', num_before: '1.5' }, 'num_before'],
    [{ to: 'x', flag: 'yes' }, 'flag'],
    [{ to: 'x', flag: '1' }, 'flag'],
    [{ to: 'x', narrow: '{"operator":"x"}' }, 'narrow'],
    [{ to: 'x', narrow: '[{"operand":"x"}]' }, 'narrow'],
    [{ to: '{"a":1}' }, 'to'],
  ])('refuses %j with BAD_REQUEST naming %s', (body, name) => {
    const e = errorOf(() => parseParams(spec, body, {}));
    expect(e.code).toBe('BAD_REQUEST');
    expect(e.status).toBe(400);
    expect(e.extra.var_name).toBe(name);
    expect(e.message).toContain(name);
  });

  it('lists unknown parameters, not aliases or path parameters', () => {
    const { ignored } = parseParams(
      spec,
      { to: 'x', subject: 't', bogus: '1' },
      { message_id: '5', other: '' },
      ['message_id'],
    );
    expect(ignored).toEqual(['bogus', 'other']);
  });

  it('takes the last of a repeated field', () => {
    expect(parseParams(spec, { to: ['a', 'b'] }, {}).values.to).toBe('b');
  });
});

describe('pathId', () => {
  it.each(['12', '0'])('accepts %s', (raw) => expect(pathId(raw, 'message_id')).toBe(Number(raw)));
  it.each(['-1', 'abc', '1e3', '', '99999999999999999999'])('refuses %s', (raw) => {
    expect(errorOf(() => pathId(raw, 'message_id')).code).toBe('BAD_REQUEST');
  });
});
