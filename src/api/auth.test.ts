import { describe, expect, it } from 'vitest';
import { DEVICE_NAME_MAX, OS_VERSION_MAX } from '../shared/domain/auth';
import { deviceRegistration } from './auth';

describe('device registration', () => {
  it('cuts the device name to 64 characters and the OS version to 16', () => {
    const userAgent = `Mozilla/5.0 (X11; Linux x86_64 with a very long platform description) ${'AppleWebKit/537.36 '.repeat(5)}`;
    const body = deviceRegistration({ userAgent, language: 'en-SG' });
    expect(body.deviceName).toHaveLength(DEVICE_NAME_MAX);
    expect(body.deviceName).toBe(userAgent.slice(0, 64));
    expect(body.osVer).toBe('X11; Linux x86_64 with a very long'.slice(0, OS_VERSION_MAX));
    expect(body.osVer.length).toBeLessThanOrEqual(16);
    expect(body).toMatchObject({ platform: 'web', Language: 'en-SG' });
    expect(body.deviceId).toBe(localStorage.getItem('device.id'));
  });
});
