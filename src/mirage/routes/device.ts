import { registerDevice } from '../../shared/contracts/auth';
import { route, type ContractRoute } from '../contractRoutes';
import { clientCredentialsFor } from '../rules/clientCredentials';

/**
 * Device registration: the basic-auth credentials of login (spec-1 §7 Device). The client cuts
 * the device name and OS version; a longer one is a client bug, which the contract refuses.
 */
export function deviceHandlers(): ContractRoute[] {
  return [
    route(registerDevice, ({ body }) => ({
      deviceId: body.deviceId,
      ...clientCredentialsFor(body.deviceId),
    })),
  ];
}
