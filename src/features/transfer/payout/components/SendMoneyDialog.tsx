import { useCallback, useId, useState } from 'react';
import { Modal } from '../../../../shared/ui/Modal';
import { tabIdOf, tabPanelIdOf, Tabs } from '../../../../shared/ui/Tabs';
import { PayoutWizard } from './PayoutWizard';
import { STEP, type WizardStep } from './WizardSteps';

export const SEND_MONEY_TITLE = 'Send Money';
export type SendMoneyTab = 'local' | 'overseas';

const TABS: readonly { key: SendMoneyTab; label: string }[] = [
  { key: 'local', label: 'Local Transfer' },
  { key: 'overseas', label: 'Overseas Transfer' },
];

interface Props {
  initialTab: SendMoneyTab;
  /** The withdraw-funds variant of the local transfer (the Withdraw tile). */
  withdraw?: boolean;
  onClose: () => void;
}

/**
 * The dashboard's Send Money modal (680 px, spec-2 §2): the payout wizard under a Local Transfer /
 * Overseas Transfer switch that is locked past step 0. Closing it ends the flow (it unmounts).
 */
export function SendMoneyDialog({ initialTab, withdraw = false, onClose }: Props) {
  const [tab, setTab] = useState<SendMoneyTab>(initialTab);
  const [step, setStep] = useState<WizardStep>(STEP.recipients);
  const id = useId();
  const onStepChange = useCallback((next: WizardStep) => setStep(next), []);
  return (
    <Modal open title={SEND_MONEY_TITLE} onClose={onClose} width="md">
      <div className="transfer-tabs">
        <Tabs
          label="Transfer type"
          idPrefix={id}
          tabs={TABS.map((t) => ({ ...t, disabled: step !== STEP.recipients && tab !== t.key }))}
          selected={tab}
          onSelect={setTab}
        />
      </div>
      <div role="tabpanel" id={tabPanelIdOf(id, tab)} aria-labelledby={tabIdOf(id, tab)}>
        <PayoutWizard
          key={tab}
          type={tab === 'local' ? 'LOCAL' : 'OVERSEAS'}
          withdraw={tab === 'local' && withdraw}
          onFinished={onClose}
          onStepChange={onStepChange}
        />
      </div>
    </Modal>
  );
}
