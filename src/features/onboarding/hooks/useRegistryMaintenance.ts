import { useEffect, useState } from 'react';
import { getMaintenanceNotices } from '../../../api/settings';
import { registryWindowActive } from '../model/registryMaintenance';

/**
 * Whether the identity registry is in its maintenance window now. Unknown (the notices not read,
 * or unreadable) counts as not: the registry itself answers when it cannot serve.
 */
export function useRegistryMaintenance(): boolean {
  const [active, setActive] = useState(false);
  useEffect(() => {
    let live = true;
    getMaintenanceNotices()
      .then((notices) => {
        if (live) setActive(registryWindowActive(notices, Date.now()));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return active;
}
