import {
  MAINTENANCE_MESSAGES as M,
  type MaintenanceBannerKind,
  type MaintenancePage,
} from '../../shared/domain/maintenance';
import { Alert, type AlertKind } from '../../shared/ui/Alert';
import { useMaintenanceBanners } from './notices';
import './MaintenanceBanner.css';

/** Scheduled work is news (a status); an outage or paused transfers stop the user (an alert). */
const ALERT_KIND: Record<MaintenanceBannerKind, AlertKind> = {
  registry: 'info',
  product: 'info',
  outage: 'warning',
  payoutDisabled: 'warning',
};

export interface MaintenanceBannerProps {
  /** The page type (spec-1 §2): which notices concern it. */
  page: MaintenancePage;
  /** False until the notices may be read (the login page in mock mode, before the bank runs). */
  enabled?: boolean;
  className?: string;
}

/**
 * The maintenance banners of a page (spec-1 §4, spec-3 §4): one per notice that concerns the
 * page and is within its lead time. The identity registry's, while its window is on, tells the
 * user to apply manually. Nothing while the notices are not read or could not be.
 */
export function MaintenanceBanner({ page, enabled = true, className }: MaintenanceBannerProps) {
  const banners = useMaintenanceBanners(page, enabled);
  if (banners.length === 0) return null;
  return (
    <div className={['maintenance-banners', className].filter(Boolean).join(' ')}>
      {banners.map(({ kind, notice, active }) => (
        <Alert
          key={`${notice.maintenanceModeType}|${notice.startDateTime}|${notice.endDateTime}`}
          kind={ALERT_KIND[kind]}
          title={M.titles[kind]}
        >
          <p>{M.body(kind, notice)}</p>
          {kind === 'registry' && active && (
            <p className="maintenance-banners__action">{M.applyManually}</p>
          )}
        </Alert>
      ))}
    </div>
  );
}
