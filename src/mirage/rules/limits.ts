import type { CurrencyCode } from '../../shared/currencies';
import type { TransferLimit } from '../../shared/domain/fx';
import { toMicros } from '../../shared/money';

/**
 * Per-transfer limits (spec-2 §9, constants.tsv; docs/decisions/payouts.md 'Limits'): the local table for local
 * payouts, the overseas table for overseas payouts, the generic table for everything else; a
 * currency missing from the generic table takes the overseas row. Whole units here, micro-units
 * on the wire.
 */
type Table = Partial<Record<CurrencyCode, [number, number]>>;

const GENERIC: Table = {
  AUD: [1, 500_000],
  GBP: [1, 250_000],
  HKD: [1, 2_500_000],
  USD: [1, 500_000],
  EUR: [1, 300_000],
  SGD: [1, 100_000],
  CNY: [200, 6_343_650],
  MYR: [1, 1_000_000],
  IDR: [1_000, 2_500_000_000],
  VND: [1, 490_000_000],
  TWD: [40, 2_000_000],
  PHP: [1, 500_000],
  INR: [1, 1_500_000],
  NOK: [1, 700_000],
  SEK: [1, 700_000],
  CAD: [1, 100_000],
  BRL: [10, 300_000],
  KRW: [1, 500_000_000],
  LKR: [1, 20_000_000],
  DKK: [1, 500_000],
  TRY: [1, 1_000_000],
};

const LOCAL: Table = {
  AUD: [1, 500_000],
  GBP: [1, 290_000],
  HKD: [1, 2_800_000],
  USD: [1, 1_000_000],
  EUR: [1, 350_000],
  SGD: [1, 200_000],
  THB: [1, 10_000_000],
  JPY: [100, 45_000_000],
  CHF: [1, 340_000],
};

const OVERSEAS: Table = {
  AUD: [1, 500_000],
  GBP: [1, 250_000],
  HKD: [1, 2_500_000],
  USD: [1, 500_000],
  EUR: [1, 300_000],
  SGD: [1, 500_000],
  THB: [1, 10_000_000],
  JPY: [100, 45_000_000],
  CHF: [1, 340_000],
};

export type LimitKind = 'generic' | 'local' | 'overseas';

function tableOf(kind: LimitKind): Table {
  if (kind === 'local') return { ...GENERIC, ...LOCAL };
  if (kind === 'overseas') return { ...GENERIC, ...OVERSEAS };
  return { ...OVERSEAS, ...GENERIC };
}

const toLimit = (currency: CurrencyCode, [min, max]: [number, number]): TransferLimit => ({
  currency,
  min: toMicros(String(min)),
  max: toMicros(String(max)),
});

export function transferLimits(kind: LimitKind = 'generic'): TransferLimit[] {
  return Object.entries(tableOf(kind)).map(([currency, row]) =>
    toLimit(currency as CurrencyCode, row),
  );
}

export function transferLimit(
  currency: CurrencyCode,
  kind: LimitKind = 'generic',
): TransferLimit | null {
  const row = tableOf(kind)[currency];
  return row ? toLimit(currency, row) : null;
}
