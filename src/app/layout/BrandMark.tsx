import { Landmark } from 'lucide-react';
import './BrandMark.css';
import { PRODUCT_NAME } from '../../shared/config/product';

/** The product's logo and wordmark; the text is the accessible name wherever it is used. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span className={['brand-mark', className].filter(Boolean).join(' ')}>
      <span className="brand-mark__logo" aria-hidden>
        <Landmark />
      </span>
      <span className="brand-mark__name">{PRODUCT_NAME}</span>
    </span>
  );
}
