import { useEffect, useRef, useState } from 'react';
import { closeDashboardGuide } from '../../../api/accounts';
import { getGuideStatus } from '../../../api/settings';
import { useBankRead } from './useBankRead';

/**
 * spec-3 §4 Dashboard guide: open when the bank says it should display; closing it tells the
 * bank (POST preference {displayGuide: false}: first login over) and shows the tooltip by the
 * guide button, which opens the guide again. `enabled`: the dashboardUserGuide toggle.
 */
export function useDashboardGuide(enabled: boolean) {
  const display = useBankRead(getGuideStatus, enabled);
  const [choice, setChoice] = useState<'bank' | 'open' | 'closed'>('bank');
  const [tip, setTip] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The close button goes with the guide: focus moves to the button the tooltip describes.
  useEffect(() => {
    if (tip) buttonRef.current?.focus();
  }, [tip]);
  return {
    open: enabled && (choice === 'open' || (choice === 'bank' && display === true)),
    tip,
    buttonRef,
    close: () => {
      setChoice('closed');
      setTip(true);
      // Offline or refused: the guide shows again at the next visit, nothing else is lost.
      closeDashboardGuide().catch(() => undefined);
    },
    reopen: () => {
      setChoice('open');
      setTip(false);
    },
    dismissTip: () => setTip(false),
  };
}
