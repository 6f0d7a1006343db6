import { useState } from 'react';
import { Button } from '../../../shared/ui/Button';

/**
 * A step's buttons: Back (when there is a step before), Save (keeps what is typed, checked or
 * not, and says 'Progress saved') and Continue (the form's submit: checks, saves, goes on).
 */
export function StepActions({
  onBack,
  onSave,
  continuing,
  blocked = false,
  continueLabel = 'Continue',
}: {
  onBack?: (() => void) | undefined;
  onSave: () => Promise<unknown>;
  continuing: boolean;
  /** Something must finish first (files still uploading). */
  blocked?: boolean;
  continueLabel?: string;
}) {
  const [saving, setSaving] = useState(false);
  const save = () => {
    setSaving(true);
    void onSave().finally(() => setSaving(false));
  };
  return (
    <div className="onboarding-page__actions">
      {onBack && (
        <Button variant="ghost" onClick={onBack} disabled={continuing}>
          Back
        </Button>
      )}
      <Button onClick={save} loading={saving} disabled={continuing}>
        Save
      </Button>
      <Button type="submit" variant="primary" loading={continuing} disabled={saving || blocked}>
        {continueLabel}
      </Button>
    </div>
  );
}
