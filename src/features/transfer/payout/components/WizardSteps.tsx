import { Stepper } from '../../../../shared/ui/Stepper';

/** spec-2 §2 Transfer wizard: five content steps under three labels. */
export type WizardStep = 0 | 1 | 2 | 3 | 4;
export const STEP = {
  recipients: 0,
  details: 1,
  review: 2,
  addRecipient: 3,
  confirmRecipient: 4,
} as const satisfies Record<string, WizardStep>;

/** The label of the first step reads 'Add recipient' once the content step is 3 or more. */
export function stepLabels(step: WizardStep): [string, string, string] {
  return [
    step >= STEP.addRecipient ? 'Add recipient' : 'Select recipient',
    'Enter details',
    'Confirmation',
  ];
}

/** Which of the three labels is current: the add-recipient steps belong to the first. */
export function labelIndexOf(step: WizardStep): 0 | 1 | 2 {
  return step === STEP.details ? 1 : step === STEP.review ? 2 : 0;
}

/** The three labels as an ordered list; the current one is marked for screen readers. */
export function WizardSteps({ step }: { step: WizardStep }) {
  return <Stepper label="Transfer steps" steps={stepLabels(step)} current={labelIndexOf(step)} />;
}
