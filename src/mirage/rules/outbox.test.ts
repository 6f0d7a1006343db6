import { beforeEach, describe, expect, it } from 'vitest';
import { installMemoryStorage } from '../http/memoryStorage';
import { emailsTo, OUTBOX_ADDRESSES, OUTBOX_PER_ADDRESS, sendEmail } from './outbox';

describe('the mock bank outbox', () => {
  beforeEach(() => {
    installMemoryStorage();
    localStorage.clear();
  });

  it('keeps what was sent to an address, whatever its case', () => {
    sendEmail('Admin@Demo.test', 'A new authenticator', 'Was it you?');
    expect(emailsTo('admin@demo.test')).toEqual([
      expect.objectContaining({ to: 'admin@demo.test', subject: 'A new authenticator' }),
    ]);
    expect(emailsTo('other@demo.test')).toEqual([]);
  });

  it('a flood of mail stays bounded per address and in addresses', () => {
    for (let i = 0; i < OUTBOX_PER_ADDRESS + 5; i++) sendEmail('a@demo.test', `n${i}`, '');
    const kept = emailsTo('a@demo.test');
    expect(kept).toHaveLength(OUTBOX_PER_ADDRESS);
    expect(kept.at(-1)?.subject).toBe(`n${OUTBOX_PER_ADDRESS + 4}`);
    for (let i = 0; i < OUTBOX_ADDRESSES + 3; i++) sendEmail(`x${i}@demo.test`, 's', '');
    expect(emailsTo('a@demo.test')).toEqual([]);
    expect(emailsTo(`x${OUTBOX_ADDRESSES + 2}@demo.test`)).toHaveLength(1);
  });
});
