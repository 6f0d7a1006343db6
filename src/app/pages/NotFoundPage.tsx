import { Compass } from 'lucide-react';
import { paths } from '../../shared/routing/paths';
import { StatusPage } from '../layout/StatusPage';

export const NOT_FOUND_TITLE = 'Sorry, the page you visited does not exist.';

export function NotFoundPage({ signedIn }: { signedIn: boolean }) {
  return (
    <StatusPage
      icon={Compass}
      code="404"
      title={NOT_FOUND_TITLE}
      message="Check the address, or go back to where you were."
      action={
        signedIn
          ? { label: 'Back to dashboard', href: paths.dashboard() }
          : { label: 'Go to login', href: paths.auth.login() }
      }
    />
  );
}
