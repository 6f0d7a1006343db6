import { CircleCheck } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { session } from '../../../api/session';
import { paths } from '../../../shared/routing/paths';
import { buttonClassName } from '../../../shared/ui/Button';
import { StatusScreen } from '../components/StatusScreen';

/**
 * The application is in (company SUBMITTED, or a member's details sent, spec-1 §4). The admin may
 * pre-order the company's card meanwhile; a member has no card to order here.
 */
export function SubmittedPage() {
  const { claims } = useSnapshot(session);
  const isAdmin = claims?.role === 'admin';
  return (
    <StatusScreen
      path={paths.onboarding.accountOpening.submitted()}
      icon={CircleCheck}
      title="Application submitted"
      lead="Thank you. We have received your application and will start reviewing it soon."
      listTitle="What happens next"
      items={[
        'We check the details and documents you sent us, usually within 3 to 5 business days.',
        'We will email you when there is news, or if we need anything more from you.',
        ...(isAdmin
          ? ['While you wait, you can pre-order your card, so it is ready when your account opens.']
          : []),
      ]}
    >
      {isAdmin && (
        <Link
          href={paths.onboarding.accountOpening.preorderCard()}
          className={buttonClassName({ variant: 'primary' })}
        >
          Pre-order your card
        </Link>
      )}
    </StatusScreen>
  );
}
