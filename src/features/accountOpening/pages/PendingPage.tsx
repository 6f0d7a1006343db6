import { Hourglass } from 'lucide-react';
import { paths } from '../../../shared/routing/paths';
import { StatusScreen } from '../components/StatusScreen';

/** The application is being reviewed (company pending or decision pending, spec-1 §4). */
export function PendingPage() {
  return (
    <StatusScreen
      path={paths.onboarding.accountOpening.pending()}
      icon={Hourglass}
      title="Your application is under review"
      lead="Thank you for your patience. We are checking the details and documents you sent us."
      listTitle="What happens next"
      items={[
        'Most reviews take 3 to 5 business days.',
        'If we need anything more from you, we will email you.',
        'Once your account is approved, log in again to start using it.',
      ]}
    />
  );
}
