import { CircleAlert } from 'lucide-react';
import { paths } from '../../../shared/routing/paths';
import { StatusScreen } from '../components/StatusScreen';

/** The application was not approved (company rejected or closed, spec-1 §4). */
export function UnsuccessfulPage() {
  return (
    <StatusScreen
      path={paths.onboarding.accountOpening.unsuccessful()}
      icon={CircleAlert}
      title="We could not approve your application"
      lead="We are sorry. After reviewing your application, we are not able to open an account for you at this time."
      listTitle="What you can do"
      items={[
        'Check your email: we may have written to you about our decision.',
        'If something has changed, or you think we got something wrong, contact us and we will look at it with you.',
      ]}
    />
  );
}
