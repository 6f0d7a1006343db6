import { useCallback, useId, useState } from 'react';
import { Modal } from '../../../../shared/ui/Modal';
import { tabIdOf, tabPanelIdOf, Tabs } from '../../../../shared/ui/Tabs';
import type { TransferMode } from '../../../../shared/domain/transfers';
import { ExchangeFlow, type FlowStep } from './ExchangeFlow';

export const EXCHANGE_DIALOG_TITLE = 'Exchange & Internal Transfer';

const TABS: readonly { key: TransferMode; label: string }[] = [
  { key: 'accountToAccount', label: 'Account to account' },
  { key: 'currencyExchange', label: 'Currency exchange' },
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
      <div className="transfer-tabs">
        <Tabs
          label="Transfer type"
          idPrefix={id}
          tabs={TABS.map((tab) => ({ ...tab, disabled: step !== 'form' && mode !== tab.key }))}
          selected={mode}
          onSelect={setMode}
        />
      </div>
      <div role="tabpanel" id={tabPanelIdOf(id, mode)} aria-labelledby={tabIdOf(id, mode)}>
        <ExchangeFlow key={mode} mode={mode} onFinished={onClose} onStepChange={onStepChange} />
      </div>
    </Modal>
  );
}
