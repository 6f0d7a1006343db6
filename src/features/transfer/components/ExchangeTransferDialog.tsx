import { useCallback, useId, useState } from 'react';
import { Modal } from '../../../shared/ui/Modal';
import type { TransferMode } from '../useExchangeForm';
import { ExchangeFlow, type FlowStep } from './ExchangeFlow';

export const EXCHANGE_DIALOG_TITLE = 'Exchange & Internal Transfer';

const TABS: { mode: TransferMode; label: string }[] = [
  { mode: 'accountToAccount', label: 'Account to account' },
  { mode: 'currencyExchange', label: 'Currency exchange' },
];

interface Props {
  initialMode: TransferMode;
  onClose: () => void;
}

/**
 * The dashboard's Exchange & Internal Transfer modal (680 px): the same flow as the pages, with
 * a switch between the two modes that is locked once past the form (spec-2 §2). It closes when
 * the result has been seen.
 */
export function ExchangeTransferDialog({ initialMode, onClose }: Props) {
  const [mode, setMode] = useState<TransferMode>(initialMode);
  const [step, setStep] = useState<FlowStep>('form');
  const id = useId();
  const onStepChange = useCallback((next: FlowStep) => setStep(next), []);

  return (
    <Modal open title={EXCHANGE_DIALOG_TITLE} onClose={onClose} width="md">
      <div className="transfer-tabs" role="tablist" aria-label="Transfer type">
        {TABS.map((tab) => (
          <button
            key={tab.mode}
            type="button"
            role="tab"
            id={`${id}-${tab.mode}`}
            aria-selected={mode === tab.mode}
            aria-controls={`${id}-panel`}
            className="transfer-tabs__tab"
            disabled={step !== 'form' && mode !== tab.mode}
            onClick={() => setMode(tab.mode)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${mode}`}>
        <ExchangeFlow key={mode} mode={mode} onFinished={onClose} onStepChange={onStepChange} />
      </div>
    </Modal>
  );
}
