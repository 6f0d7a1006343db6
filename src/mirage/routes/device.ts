import type { Server } from 'miragejs';
import type { RegisterDeviceResponse } from '../../shared/domain/auth';
import { requireString, type Bank } from '../bank';
import { clientCredentialsFor } from '../rules/clientCredentials';
import { BankError } from '../types';

export function deviceRoutes(this: Server, bank: Bank): void {
  this.post(
    '/v1/boom/auth/register-device',
    bank.handle((req): RegisterDeviceResponse => {
      const deviceId = requireString(req.body, 'deviceId');
      const name = typeof req.body.deviceName === 'string' ? req.body.deviceName : '';
      const osVer = typeof req.body.osVer === 'string' ? req.body.osVer : '';
      if (name.length > 64 || osVer.length > 16) {
        throw new BankError(400, 'INVALID_PARAMETER', 'deviceName is limited to 64 characters and osVer to 16.');
      }
      return { deviceId, ...clientCredentialsFor(deviceId) };
    }),
  );
}
