import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { memo, useId } from 'react';
import { TRANSACTION_PAGE_SIZES } from '../../../shared/domain/transactions';
import { Button } from '../../../shared/ui/Button';
import './TransactionPager.css';

export interface TransactionPagerProps {
  /** The page on screen and its size (while another loads, these stay the shown one's). */
  pageIndex: number;
  pageSize: number;
  /** The page size chosen in the select. */
  selectedPageSize: number;
  /** Rows on this page. */
  shown: number;
  /** All matching rows; null while they are being counted. */
  total: number | null;
  hasMore: boolean;
  onPage: (pageIndex: number) => void;
  onPageSize: (pageSize: number) => void;
}

// Not toLocaleString: it is slow, and the figures must not depend on the machine's locale.
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Page size (10/15/20/50/100, spec-3 §9) and page navigation, with 'Showing 1-15 of 342'. */
export const TransactionPager = memo(function TransactionPager({
  pageIndex,
  pageSize,
  selectedPageSize,
  shown,
  total,
  hasMore,
  onPage,
  onPageSize,
}: TransactionPagerProps) {
  const sizeId = useId();
  const first = pageIndex * pageSize + 1;
  const last = pageIndex * pageSize + shown;
  const pages = total === null ? null : Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="txn-pager" aria-label="Pages">
      <div className="txn-pager__size">
        <label htmlFor={sizeId}>Rows per page</label>
        <select
          id={sizeId}
          className="txn-pager__select"
          value={selectedPageSize}
          onChange={(e) => onPageSize(Number(e.target.value))}
        >
          {TRANSACTION_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <p className="txn-pager__range" role="status">
        {shown === 0
          ? 'No rows'
          : `Showing ${grouped(first)}–${grouped(last)} of ${total === null ? '…' : grouped(total)}`}
      </p>
      <div className="txn-pager__nav">
        <Button
          variant="ghost"
          size="sm"
          aria-label="First page"
          icon={<ChevronsLeft aria-hidden />}
          disabled={pageIndex === 0}
          onClick={() => onPage(0)}
        />
        <Button
          variant="ghost"
          size="sm"
          aria-label="Previous page"
          icon={<ChevronLeft aria-hidden />}
          disabled={pageIndex === 0}
          onClick={() => onPage(pageIndex - 1)}
        />
        <span className="txn-pager__page">
          {pages === null
            ? `Page ${grouped(pageIndex + 1)}`
            : `Page ${grouped(pageIndex + 1)} of ${grouped(pages)}`}
        </span>
        <Button
          variant="ghost"
          size="sm"
          aria-label="Next page"
          icon={<ChevronRight aria-hidden />}
          disabled={!hasMore}
          onClick={() => onPage(pageIndex + 1)}
        />
        <Button
          variant="ghost"
          size="sm"
          aria-label="Last page"
          icon={<ChevronsRight aria-hidden />}
          disabled={pages === null || pageIndex >= pages - 1}
          onClick={() => pages !== null && onPage(pages - 1)}
        />
      </div>
    </nav>
  );
});
