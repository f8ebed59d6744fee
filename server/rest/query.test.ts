import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pagingQuery } from './paging.ts';
import { fieldsParam, parseQuery } from './query.ts';

const requestWith = (query: Record<string, unknown>) => ({ query }) as unknown as Request;
const schema = z.strictObject({ ...pagingQuery, include: z.array(z.coerce.number()).optional(), search: z.string().optional() });

describe('parseQuery', () => {
  it('reads a parameter sent twice once, with its last value, as PHP does', () => {
    const parsed = parseQuery(requestWith({ per_page: ['5', '20'], search: ['mug', 'vase'] }), schema);
    expect(parsed).toEqual({ ok: true, query: { page: 1, per_page: 20, search: 'vase' } });
  });

  it("reads PHP's lists, name[]=a&name[]=b", () => {
    expect(parseQuery(requestWith({ 'include[]': ['3', '4'] }), schema)).toMatchObject({ ok: true, query: { include: [3, 4] } });
  });

  it("lets WordPress's own parameters and credentials through, and names each bad one", () => {
    expect(parseQuery(requestWith({ _fields: 'id', _locale: 'user', consumer_key: 'ck_x', oauth_nonce: 'n' }), schema)).toMatchObject({ ok: true });
    const refused = parseQuery(requestWith({ per_page: '101', colour: 'red' }), schema);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatchObject({ code: 'rest_invalid_param', data: { status: 400, params: { per_page: 'must be a whole number from 1 to 100', colour: 'is not accepted' } } });
  });
});

describe('fieldsParam', () => {
  it('is the last _fields sent, when it is text', () => {
    expect(fieldsParam(requestWith({ _fields: ['id', 'id,name'] }))).toBe('id,name');
    expect(fieldsParam(requestWith({}))).toBeUndefined();
  });
});
