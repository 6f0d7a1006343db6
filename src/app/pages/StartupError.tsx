import { CloudOff } from 'lucide-react';
import { StatusPage } from '../layout/StatusPage';

/** config.json could not be read, online or from the offline copy: say so instead of a blank page. */
export function StartupError() {
  return (
    <StatusPage
      standalone
      icon={CloudOff}
      code="Offline"
      title="Business Banking can't start right now"
      message="We couldn't load the app's settings. Please check your connection and reload the page."
      action={{ label: 'Reload', onClick: () => window.location.reload() }}
    />
  );
}
