import { describe, expect, it } from 'vitest';
import { preorderCardSchema } from './preorderCard';

const problems = (input: Record<string, unknown>) => {
  const result = preorderCardSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('the pre-order card form', () => {
  it('asks for a name and an address, and refuses a name of spaces only', () => {
    expect(problems({ nameOnCard: '   ' })).toEqual({
      nameOnCard: 'This field is required',
      cardAddressType: 'This field is required',
    });
  });

  it('takes at most 26 characters, counted after trimming', () => {
    expect(problems({ nameOnCard: 'A'.repeat(27), cardAddressType: 'MAILING_ADDRESS' })).toEqual({
      nameOnCard: '26 character limit is reached.',
    });
    expect(
      preorderCardSchema.parse({
        nameOnCard: `  ${'A'.repeat(26)} `,
        cardAddressType: 'RESIDENTIAL_ADDRESS',
      }),
    ).toEqual({ nameOnCard: 'A'.repeat(26), cardAddressType: 'RESIDENTIAL_ADDRESS' });
  });
});
