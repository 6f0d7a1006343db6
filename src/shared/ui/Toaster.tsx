import { X } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { Button } from './Button';
import { dismissToast, toastStore } from './toastStore';

export function Toaster() {
  const { toasts } = useSnapshot(toastStore);
  return (
    <div className="ui-toaster" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`ui-toast ui-toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
          <div className="ui-toast__body">
            <p className="ui-toast__title">{toast.title}</p>
            {toast.message && <p className="ui-toast__message">{toast.message}</p>}
          </div>
          {toast.action && (
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
          )}
          <button type="button" className="ui-toast__close" aria-label="Dismiss notification" onClick={() => dismissToast(toast.id)}>
            <X size={16} aria-hidden />
          </button>
        </div>
      ))}
    </div>
  );
}
