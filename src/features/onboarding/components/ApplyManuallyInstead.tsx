import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../../shared/ui/Button';
import { startManual } from '../model/actions';
import type { OnboardingDraft } from '../model/draft';
import { STEP_PAGE_PATHS } from '../model/steps';

/**
 * On the registry's steps: leave the registry path for the manual one, taking what was entered
 * (the saved data converted into the manual form's fields, spec-1 §4).
 */
export function ApplyManuallyInstead({ change }: { change: () => OnboardingDraft }) {
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="ghost"
      loading={busy}
      onClick={() => {
        setBusy(true);
        void startManual(change()).then(() => navigate(STEP_PAGE_PATHS.manual.details));
      }}
    >
      Apply manually instead
    </Button>
  );
}
