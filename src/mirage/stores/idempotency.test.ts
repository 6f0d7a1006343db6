import { describe, expect, it } from 'vitest';
import { ANSWER_KEPT_MAX, keptAnswer } from './idempotency';

const touched = (n: number) => ({
  accounts: [{ accountNumber: '001' }],
  transactions: Array.from({ length: n }, (_, i) => ({ id: `T${i}`, note: 'x'.repeat(200) })),
});

describe('the answers kept for idempotency keys', () => {
  it('keeps a small answer whole', () => {
    const body = { approvalStatus: 'NotRequired', touched: touched(3) };
    expect(keptAnswer(body)).toBe(body);
  });

  it('keeps a batch-sized answer without its records, so a few cannot fill localStorage', () => {
    const body = { approvalStatus: 'NotRequired', transferCount: 1000, touched: touched(1000) };
    expect(JSON.stringify(body).length).toBeGreaterThan(ANSWER_KEPT_MAX);
    const kept = keptAnswer(body) as typeof body;
    expect(kept.transferCount).toBe(1000);
    expect(kept.approvalStatus).toBe('NotRequired');
    expect(kept.touched).toEqual({ accounts: [], transactions: [] });
    expect(JSON.stringify(kept).length).toBeLessThan(ANSWER_KEPT_MAX);
  });

  it('keeps an answer without records as it is, whatever its size', () => {
    const body = { results: 'y'.repeat(ANSWER_KEPT_MAX + 1) };
    expect(keptAnswer(body)).toBe(body);
  });
});
