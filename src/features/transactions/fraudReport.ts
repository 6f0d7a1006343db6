import { useRef, useState } from 'react';
import { reportFraud } from '../../api/fraudReport';

export type ReportState = 'closed' | 'sending' | 'sent' | 'failed';

export interface FraudReport {
  state: ReportState;
  /** Opens the report: one call to the bank per opening (spec-3 §2 Transactions pages). */
  open: () => void;
  /** After a failed call, the same report again. */
  retry: () => void;
  close: () => void;
}

/**
 * The fraud report of one transaction. The call goes with the click that opens the modal, not
 * from an effect, so a re-render (or React's development double run) never reports twice.
 */
export function useFraudReport(
  transactionId: string,
  send: (transactionId: string) => Promise<unknown> = reportFraud,
): FraudReport {
  const [state, setState] = useState<ReportState>('closed');
  const opening = useRef(0);
  const fire = () => {
    const current = ++opening.current;
    setState('sending');
    send(transactionId).then(
      () => current === opening.current && setState('sent'),
      () => current === opening.current && setState('failed'),
    );
  };
  return {
    state,
    open: fire,
    retry: fire,
    close: () => {
      opening.current++;
      setState('closed');
    },
  };
}
