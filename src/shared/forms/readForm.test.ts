import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PENDING, fieldIssues, isPending, readForm } from './readForm';

const schema = z
  .object({ from: z.string(), amount: z.string().min(1, 'Required').max(3, 'Too long') })
  .superRefine((v, ctx) => {
    if (v.from === '')
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'not chosen', params: PENDING });
    if (v.amount === '0') ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Not zero' });
  })
  .transform((v) => ({ ...v, amount: Number(v.amount) }));

describe('readForm', () => {
  it("gives the schema's output when the values pass", () => {
    expect(readForm(schema, { from: 'A', amount: '12' })).toEqual({
      data: { from: 'A', amount: 12 },
      errors: {},
    });
  });

  it('gives each field its first message, as the resolver does', () => {
    expect(readForm(schema, { from: 'A', amount: '' })).toEqual({
      data: undefined,
      errors: { amount: 'Required' },
    });
    expect(readForm(schema, { from: 'A', amount: '0' }).errors).toEqual({ amount: 'Not zero' });
  });

  it('shows no message for a pending issue, but the form does not pass', () => {
    const reading = readForm(schema, { from: '', amount: '12' });
    expect(reading).toEqual({ data: undefined, errors: {} });
    const issues = schema.safeParse({ from: '', amount: '12' }).error?.issues ?? [];
    expect(issues.map(isPending)).toEqual([true]);
  });
});

describe('fieldIssues', () => {
  const reported = z.object({ amount: z.string() }).transform((v, ctx) => {
    const issues = fieldIssues<'amount'>(ctx, v);
    const before = issues.valid;
    if (v.amount === '') issues.report('amount', 'still coming', true);
    if (v.amount === '0') issues.report('amount', 'Not zero');
    return { before, after: issues.valid };
  });

  it('reports on the field, a pending issue unshown, and is valid until the first', () => {
    expect(readForm(reported, { amount: '1' }).data).toEqual({ before: true, after: true });
    expect(readForm(reported, { amount: '0' })).toEqual({
      data: undefined,
      errors: { amount: 'Not zero' },
    });
    expect(readForm(reported, { amount: '' })).toEqual({ data: undefined, errors: {} });
    const issues = reported.safeParse({ amount: '' }).error?.issues ?? [];
    expect(issues.map(isPending)).toEqual([true]);
  });
});
