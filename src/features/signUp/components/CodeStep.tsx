import '../../../shared/ui/AuthPanel.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { codeFormSchema, type CodeForm, type CodeValues } from '../../../shared/forms/codeSchema';
import { runtimeInfo } from '../../../shared/runtimeInfo';
import { Button } from '../../../shared/ui/Button';
import { ResendCode } from '../../../shared/ui/ResendCode';
import { OtpInput } from '../../../shared/ui/OtpInput';
import '../../../shared/ui/DemoCodeHint.css';

/**
 * A sign-up code step: the 6-digit code (the rule of every code, spec-1 §5) and 'Resend code'
 * once the countdown of the code sent last has run out (179 s, spec-1 §9; the bank's wait). A
 * failure is the page's to show; a wrong code is cleared for the next try.
 */
export function CodeStep({
  resendAt,
  onResend,
  onVerify,
}: {
  /** Epoch ms when another code may be asked for. */
  resendAt: number;
  /** Sends a new code; false when it failed (the page says why). */
  onResend: () => Promise<boolean>;
  /** Checks the code; false when it was refused (the page says why). */
  onVerify: (code: string) => Promise<boolean>;
}) {
  const form = useForm<CodeForm, unknown, CodeValues>({
    defaultValues: { code: '' },
    resolver: zodResolver(codeFormSchema),
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ code }) => {
    if (await onVerify(code)) return;
    form.setValue('code', '');
    form.setFocus('code');
  });

  return (
    <form className="auth-panel__form" onSubmit={submit} noValidate>
      <DemoCode />
      <OtpInput
        label="Verification code"
        error={errors.code?.message}
        {...form.register('code', {
          onChange: () => {
            if (form.getFieldState('code').error) form.clearErrors('code');
          },
        })}
      />
      <div className="auth-panel__resend">
        <ResendCode resendAt={resendAt} onResend={onResend} />
      </div>
      <Button type="submit" variant="primary" fullWidth loading={isSubmitting}>
        Verify
      </Button>
    </form>
  );
}

/** Mock mode only: the demo's codes, as the login page's demo box says them. */
function DemoCode() {
  const info = useSnapshot(runtimeInfo);
  if (!info.mock) return null;
  return (
    <aside className="demo-code-hint" aria-label="Demo only">
      <span className="demo-code-hint__badge">Demo only · mock bank</span>
      <span>
        Every e-mail and SMS code is <code className="demo-code-hint__code">123456</code>
      </span>
    </aside>
  );
}
