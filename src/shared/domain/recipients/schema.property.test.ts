import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  breakages,
  localBreakages,
  OWN_ACCOUNTS,
  validLocal,
  validOverseas,
} from '../../../test/recipientArbitraries';
import { recipientSchema } from './schema';
import { OVERSEAS_CURRENCIES, type RecipientContext, type RecipientFormValues } from './types';

const RUNS = { numRuns: 1000 };
const OVERSEAS: RecipientContext = { type: 'OVERSEAS' };
const schema = recipientSchema(OVERSEAS);

const issuesOf = (values: RecipientFormValues, parser = schema) => {
  const result = parser.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe.each(OVERSEAS_CURRENCIES)(
  '%s recipients (1,000 generated values each way)',
  (currency) => {
    it('accepts every valid recipient', () => {
      fc.assert(
        fc.property(validOverseas(currency), (values) => {
          expect(issuesOf(values)).toEqual({});
        }),
        RUNS,
      );
    });

    it('refuses a recipient broken in one field, on that field, with its text', () => {
      const broken = fc
        .tuple(validOverseas(currency), fc.constantFrom(...breakages(currency)))
        .chain(([values, breakage]) => breakage(values));
      fc.assert(
        fc.property(broken, ({ values, field, message }) => {
          expect(issuesOf(values)).toEqual({ [field]: message });
        }),
        RUNS,
      );
    });
  },
);

describe('local recipients (SGD, the Singapore local currencies and MCA; 1,000 values each way)', () => {
  const local = recipientSchema({ type: 'LOCAL', ownAccountNumbers: OWN_ACCOUNTS });

  it('accepts every valid recipient', () => {
    fc.assert(
      fc.property(validLocal(), (values) => {
        expect(issuesOf(values, local)).toEqual({});
      }),
      RUNS,
    );
  });

  it('refuses a recipient broken in one field, on that field, with its text', () => {
    const broken = fc
      .tuple(validLocal(), fc.constantFrom(...localBreakages()))
      .chain(([values, breakage]) => breakage(values));
    fc.assert(
      fc.property(broken, ({ values, field, message }) => {
        expect(issuesOf(values, local)).toEqual({ [field]: message });
      }),
      RUNS,
    );
  });
});
