import type { CurrencyCode } from '../currencies';
import './CurrencyMark.css';

/**
 * A round mark with the currency's country letters (SG, US, EU ...). Text, not emoji flags:
 * Windows and many Linux systems have no flag glyphs and would show empty boxes.
 */
export function CurrencyMark({ currency }: { currency: CurrencyCode }) {
  return (
    <span className={`ui-currency-mark ui-currency-mark--${currency.toLowerCase()}`} aria-hidden>
      {currency.slice(0, 2)}
    </span>
  );
}
