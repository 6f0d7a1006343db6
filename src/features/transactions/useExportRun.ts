import { useCallback, useEffect, useRef, useState } from 'react';
import type { BankFile } from '../../api/transactions';
import { showToast } from '../../shared/ui/toastStore';
import {
  EXPORT_CANCELLED,
  exportFailure,
  isCancel,
  type ExportRun,
  type ExportStage,
} from './exportActions';

/**
 * One download at a time with its stage for the progress bar, Cancel (it aborts the call; the
 * file is saved only when whole), and the outcome's text: a toast when saved, a message when
 * cancelled or refused.
 */
export function useExportRun(savedText: (file: BankFile) => string) {
  const [stage, setStage] = useState<ExportStage | null>(null);
  const [message, setMessage] = useState<{ kind: 'info' | 'error'; text: string } | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Leaving the page cancels a download under way.
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (download: (run: ExportRun) => Promise<BankFile>) => {
      const abort = new AbortController();
      controller.current = abort;
      setMessage(null);
      setStage({ kind: 'preparing' });
      try {
        const file = await download({ signal: abort.signal, onStage: setStage });
        showToast({ kind: 'success', title: 'Downloaded', message: savedText(file) });
      } catch (error) {
        if (isCancel(error) || abort.signal.aborted)
          setMessage({ kind: 'info', text: EXPORT_CANCELLED });
        else setMessage({ kind: 'error', text: exportFailure(error) });
      } finally {
        if (controller.current === abort) controller.current = null;
        setStage(null);
      }
    },
    [savedText],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { stage, message, start, cancel };
}
