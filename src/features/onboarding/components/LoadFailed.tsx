import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';

/** A page's data did not load: say so and offer to try again. */
export function LoadFailed({ retry }: { retry: () => void }) {
  return (
    <Alert
      kind="warning"
      title="We couldn't load your application"
      actions={<Button onClick={retry}>Try again</Button>}
    >
      Please check your connection and try again.
    </Alert>
  );
}
