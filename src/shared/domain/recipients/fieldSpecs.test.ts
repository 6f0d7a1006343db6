import { describe, expect, it } from 'vitest';
import { LOCAL_RECIPIENT, overseasRecipient } from '../../../test/recipients';
import { recipientFieldSpecs } from './fieldSpecs';
import { recipientSchema } from './schema';
import {
  OVERSEAS_CURRENCIES,
  RECIPIENT_FIELDS,
  type RecipientContext,
  type RecipientFormValues,
} from './types';

const issuesOf = (values: RecipientFormValues, context: RecipientContext) => {
  const result = recipientSchema(context).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

/** Free-text fields whose limit the schema reports as '{n} character limit is reached.'. */
const TEXT_FIELDS = [
  'name',
  'address',
  'addressLineTwo',
  'addressLineThree',
  'city',
  'state',
  'postal',
  'bankName',
  'relationship',
] as const;

const cases: [string, RecipientFormValues, RecipientContext][] = [
  ...OVERSEAS_CURRENCIES.map((c): [string, RecipientFormValues, RecipientContext] => [
    c,
    overseasRecipient(c),
    { type: 'OVERSEAS' },
  ]),
  ['local SGD', LOCAL_RECIPIENT, { type: 'LOCAL' }],
];

describe('recipientFieldSpecs: the form marks what the schema requires', () => {
  it.each(cases)(
    '%s: a required field left empty is refused as required, an optional one is not',
    (_, values, context) => {
      const specs = recipientFieldSpecs(values.currency, context)!;
      for (const field of RECIPIENT_FIELDS) {
        if (values[field] === '') continue;
        // A contact number needs its country code, whether the number is required or not.
        const required =
          field === 'contactCountryCode'
            ? values.currency !== 'KRW' && values.contactNumber !== ''
            : specs[field].required;
        const expected = required ? { [field]: 'This field is required' } : {};
        expect({ field, issues: issuesOf({ ...values, [field]: '' }, context) }).toEqual({
          field,
          issues: expected,
        });
      }
    },
  );

  it.each(cases)(
    '%s: a text field one past its limit is refused with the limit',
    (_, values, context) => {
      const specs = recipientFieldSpecs(values.currency, context)!;
      for (const field of TEXT_FIELDS) {
        if (!specs[field].shown) continue;
        const max = specs[field].max;
        const issues = issuesOf({ ...values, [field]: `Ab${'c'.repeat(max - 1)}` }, context);
        expect({ field, message: issues[field as keyof typeof issues] }).toEqual({
          field,
          message: `${max} character limit is reached.`,
        });
      }
    },
  );

  it('marks the country code required where the contact number is, except KRW (+82 is set)', () => {
    const overseas = { type: 'OVERSEAS' } as const;
    const marked = OVERSEAS_CURRENCIES.filter(
      (c) => recipientFieldSpecs(c, overseas)?.contactCountryCode.required,
    );
    expect(marked).toEqual(['TWD', 'PHP', 'INR', 'NOK', 'SEK', 'CAD', 'BRL', 'LKR', 'DKK', 'TRY']);
  });

  it('shows the BRL fields for BRL only, and no bank name for IDR and MYR', () => {
    const overseas = { type: 'OVERSEAS' } as const;
    expect(recipientFieldSpecs('BRL', overseas)?.identificationValue).toEqual({
      shown: true,
      required: true,
      max: 20,
    });
    expect(recipientFieldSpecs('USD', overseas)?.identificationValue.shown).toBe(false);
    expect(recipientFieldSpecs('IDR', overseas)?.bankName.shown).toBe(false);
    expect(recipientFieldSpecs('MYR', overseas)?.bankName.shown).toBe(false);
    expect(recipientFieldSpecs('MCA', overseas)).toBeUndefined();
  });
});
