import { CircleCheck, CircleX, Info, TriangleAlert, X } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { Button } from './Button';
import { dismissToast, pauseToast, resumeToast, toastStore, type Toast } from './toastStore';
import './Toaster.css';

const ICONS = { info: Info, success: CircleCheck, warning: TriangleAlert, error: CircleX };

function ToastItem({ toast }: { toast: Toast }) {
  const Icon = ICONS[toast.kind];
  const hold = () => pauseToast(toast.id);
  const release = () => resumeToast(toast.id);
  return (
    <div
      className={`ui-toast ui-toast--${toast.kind}`}
      onMouseEnter={hold}
      onMouseLeave={release}
      onFocus={hold}
      onBlur={release}
    >
      <Icon className="ui-toast__icon" aria-hidden />
      <div className="ui-toast__body">
        <p className="ui-toast__title">{toast.title}</p>
        {toast.message && <p className="ui-toast__message">{toast.message}</p>}
        {toast.action && (
          <div className="ui-toast__actions">
            <Button
              size="sm"
              variant="primary"
              onClick={() => {
                toast.action?.onClick();
                dismissToast(toast.id);
              }}
            >
              {toast.action.label}
            </Button>
          </div>
        )}
      </div>
      <button
        type="button"
        className="ui-toast__close"
        aria-label="Dismiss notification"
        onClick={() => dismissToast(toast.id)}
      >
        <X aria-hidden />
      </button>
    </div>
  );
}

/**
 * Where toasts appear: top right on a desktop, across the top on a phone. Two live regions that
 * exist before any toast does (a region added together with its text is often not read):
 * errors interrupt (assertive), everything else waits for a pause (polite). A labelled
 * section, so the toasts sit in a landmark screen-reader users can jump to.
 */
export function Toaster() {
  const { toasts } = useSnapshot(toastStore);
  return (
    <section className="ui-toaster" aria-label="Notifications">
      <div className="ui-toaster__region" aria-live="assertive" aria-relevant="additions">
        {toasts
          .filter((t) => t.kind === 'error')
          .map((t) => (
            <ToastItem key={t.id} toast={t} />
          ))}
      </div>
      <div className="ui-toaster__region" aria-live="polite" aria-relevant="additions">
        {toasts
          .filter((t) => t.kind !== 'error')
          .map((t) => (
            <ToastItem key={t.id} toast={t} />
          ))}
      </div>
    </section>
  );
}
