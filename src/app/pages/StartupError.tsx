import { CloudOff } from 'lucide-react';
import { StatusPage } from '../layout/StatusPage';
import { PRODUCT_NAME } from '../../shared/config/product';

/** config.json could not be read, online or from the offline copy: say so instead of a blank page. */
export function StartupError() {
  return (
    <StatusPage
      standalone
      icon={CloudOff}
      code="Offline"
      title={`${PRODUCT_NAME} can't start right now`}
      message="We couldn't load the app's settings. Please check your connection and reload the page."
      action={{ label: 'Reload', onClick: () => window.location.reload() }}
    />
  );
}
