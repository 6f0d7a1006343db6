import { ShieldAlert } from 'lucide-react';
import { paths } from '../../shared/routing/paths';
import { StatusPage } from '../layout/StatusPage';

export const FORBIDDEN_TITLE = "Sorry, you don't have access to this page";
/** The spec gives the sense (contact support for permission), not the words. */
export const FORBIDDEN_BODY =
  'If you need access, please contact support or your company admin to ask for permission.';

export function ForbiddenPage() {
  return (
    <StatusPage
      icon={ShieldAlert}
      code="403"
      title={FORBIDDEN_TITLE}
      message={FORBIDDEN_BODY}
      action={{ label: 'Back to dashboard', href: paths.dashboard() }}
    />
  );
}
