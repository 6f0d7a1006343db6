import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/ApiError';
import type { OnboardingProgress } from '../../../shared/domain/onboarding';
import { createProgressQueue } from './progressQueue';

const progress = (step: string): OnboardingProgress => ({
  kycSource: 'KYCSourceManual',
  lastSavedPage: 'OnboardingLastSavedPageBasicDetails',
  registrationFormVersion: 3,
  data: { step },
});

type Send = (progress: OnboardingProgress) => Promise<void>;

const offline = () => new ApiError({ kind: 'network', status: 0, code: 'Unknown API error code' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the onboarding progress queue (spec-1 §4: a failed save is retried when back online)', () => {
  it('sends a save and says it was stored', async () => {
    const send = vi.fn<Send>().mockResolvedValue(undefined);
    const queue = createProgressQueue(send, new EventTarget());
    expect(await queue.save(progress('a'))).toBe(true);
    expect(send).toHaveBeenCalledWith(progress('a'));
    expect(queue.pending).toBeNull();
  });

  it('keeps a failed save without throwing and sends it again when the browser is back online', async () => {
    const connection = new EventTarget();
    const send = vi.fn<Send>().mockRejectedValueOnce(offline()).mockResolvedValue(undefined);
    const queue = createProgressQueue(send, connection);
    expect(await queue.save(progress('a'))).toBe(false);
    expect(queue.pending).toEqual(progress('a'));

    connection.dispatchEvent(new Event('online'));
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith(progress('a'));
    expect(queue.pending).toBeNull();
  });

  it('keeps only the latest failed save', async () => {
    const connection = new EventTarget();
    const send = vi.fn<Send>().mockRejectedValueOnce(offline()).mockRejectedValueOnce(offline());
    const queue = createProgressQueue(send, connection);
    await queue.save(progress('a'));
    await queue.save(progress('b'));
    send.mockResolvedValue(undefined);
    connection.dispatchEvent(new Event('online'));
    await settle();
    expect(send).toHaveBeenCalledTimes(3);
    expect(send).toHaveBeenLastCalledWith(progress('b'));
  });

  it('drops a save the bank refused as a request: it would be refused again', async () => {
    const send = vi
      .fn<Send>()
      .mockRejectedValue(new ApiError({ kind: 'http', status: 400, code: 'INVALID_PARAMETER' }));
    const queue = createProgressQueue(send, new EventTarget());
    expect(await queue.save(progress('a'))).toBe(false);
    expect(queue.pending).toBeNull();
  });

  it('keeps a save the bank failed to store (5xx)', async () => {
    const send = vi
      .fn<Send>()
      .mockRejectedValue(
        new ApiError({ kind: 'http', status: 500, code: 'INTERNAL_SERVER_ERROR' }),
      );
    const queue = createProgressQueue(send, new EventTarget());
    await queue.save(progress('a'));
    expect(queue.pending).toEqual(progress('a'));
  });

  it('sends nothing when back online after clear or dispose', async () => {
    const connection = new EventTarget();
    const send = vi.fn<Send>().mockRejectedValueOnce(offline()).mockResolvedValue(undefined);
    const queue = createProgressQueue(send, connection);
    await queue.save(progress('a'));
    queue.clear();
    connection.dispatchEvent(new Event('online'));
    await settle();
    expect(send).toHaveBeenCalledTimes(1);

    send.mockRejectedValueOnce(offline());
    await queue.save(progress('b'));
    queue.dispose();
    connection.dispatchEvent(new Event('online'));
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
  });
});
