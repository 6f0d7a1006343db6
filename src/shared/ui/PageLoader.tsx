import { Skeleton } from './Skeleton';

export function PageLoader() {
  return (
    <div className="ui-page-loader" role="status">
      <span className="visually-hidden">Loading</span>
      <span className="ui-skeleton__line ui-page-loader__title" aria-hidden />
      <Skeleton lines={5} />
    </div>
  );
}
