import type { RegisterDeviceResponse } from '../../shared/domain/auth';
import { optionalString, requireString } from '../bank';
import type { BankRouter } from '../router';
import { clientCredentialsFor } from '../rules/clientCredentials';
import { BankError } from '../types';

/** Device registration: the basic-auth credentials of login (spec-1 §7 Device). */
export function deviceRoutes(router: BankRouter): void {
  router.post(
    '/v1/boom/auth/register-device',
    (req): RegisterDeviceResponse => {
      const deviceId = requireString(req.body, 'deviceId');
      // The client cuts these; a longer value means a client bug, so the bank refuses it.
      if (optionalString(req.body, 'deviceName').length > 64 || optionalString(req.body, 'osVer').length > 16) {
        throw new BankError(400, 'INVALID_PARAMETER', 'The device name is limited to 64 characters and the OS version to 16.');
      }
      return { deviceId, ...clientCredentialsFor(deviceId) };
    },
  );
}
