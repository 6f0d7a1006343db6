import '../../../shared/ui/AuthPanel.css';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../shared/routing/paths';
import { Alert } from '../../../shared/ui/Alert';
import { SignUpStepper, type RegistrationStep } from './SignUpStepper';

/** A refusal as a sign-up page shows it, with the login offered when the account exists. */
export interface StepFailure {
  kind: 'error' | 'warning';
  title?: string;
  message: string;
  offerLogin?: boolean;
}

/** One sign-up page: the steps, the title and lead, what went wrong, the form, the links. */
export function SignUpFrame({
  title,
  lead,
  step,
  done,
  failure,
  children,
  links,
}: {
  title: string;
  lead?: ReactNode;
  /** The wizard's step of this page; absent: no stepper. */
  step?: RegistrationStep;
  done?: readonly RegistrationStep[];
  failure?: StepFailure | null;
  children?: ReactNode;
  links?: ReactNode;
}) {
  return (
    <div className="auth-panel">
      {step !== undefined && <SignUpStepper current={step} done={done} />}
      <h1 className="auth-panel__title">{title}</h1>
      {lead && <p className="auth-panel__lead">{lead}</p>}
      {failure && (
        <Alert
          kind={failure.kind}
          title={failure.title}
          actions={failure.offerLogin ? <Link href={paths.auth.login()}>Log in</Link> : undefined}
        >
          {failure.message}
        </Alert>
      )}
      {children}
      {links && <p className="auth-panel__links">{links}</p>}
    </div>
  );
}
