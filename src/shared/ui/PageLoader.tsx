import { Skeleton } from './Skeleton';
import './PageLoader.css';

/**
 * A whole page loading (a lazy page's code, the first read of its data): the shape of a page
 * header and two cards, and a status text for screen readers instead of a spinner.
 */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="ui-page-loader" role="status">
      <span className="visually-hidden">{label}</span>
      <div className="ui-page-loader__header" aria-hidden>
        <Skeleton variant="block" className="ui-page-loader__title" />
        <Skeleton variant="block" className="ui-page-loader__subtitle" />
      </div>
      <div className="ui-page-loader__grid" aria-hidden>
        {[0, 1].map((i) => (
          <div key={i} className="ui-page-loader__card">
            <Skeleton variant="block" className="ui-page-loader__card-title" />
            <Skeleton lines={4} />
          </div>
        ))}
      </div>
    </div>
  );
}
