import { PageHeader } from '../../../shared/ui/PageHeader';

// PLACEHOLDER, replaced within issue 3 by the real page.
export function AddAccountPage() {
  return <PageHeader title="Add account" />;
}
