import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportFraud } from '../../../api/fraudReport';
import { ApiError } from '../../../api/ApiError';
import { FraudReport } from './FraudReport';

vi.mock('../../../api/fraudReport', () => ({ reportFraud: vi.fn<typeof reportFraud>() }));
const report = vi.mocked(reportFraud);

beforeEach(() => {
  report.mockReset();
  report.mockResolvedValue({ transactionId: 'TX-1', reportedAt: '2026-11-27T00:00:00Z' });
});
afterEach(() => vi.restoreAllMocks());

const openReport = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Report this transaction' }));
const dialog = (name: string) => screen.getByRole('dialog', { name });

describe('the fraud report', () => {
  it('reports the transaction once per opening', async () => {
    render(<FraudReport transactionId="TX-1" />);
    expect(report).not.toHaveBeenCalled();
    openReport();
    expect(await screen.findByText('Report sent')).toBeTruthy();
    expect(report).toHaveBeenCalledExactlyOnceWith('TX-1');
    fireEvent.click(
      within(dialog('Report this transaction')).getByRole('button', { name: 'Done' }),
    );
    expect(screen.queryByText('Report sent')).toBeNull();
    openReport();
    await screen.findByText('Report sent');
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('says a report that did not reach the bank and sends it again on Try again', async () => {
    report.mockRejectedValueOnce(new ApiError({ kind: 'network', status: 0, code: 'NETWORK' }));
    render(<FraudReport transactionId="TX-1" />);
    openReport();
    expect(await screen.findByText('Your report was not sent')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Report sent')).toBeTruthy();
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('guides to lock the card, change the password and reach support', async () => {
    render(<FraudReport transactionId="TX-1" />);
    openReport();
    await screen.findByText('Report sent');

    fireEvent.click(screen.getByRole('button', { name: 'Lock your card' }));
    const card = dialog('Lock your card');
    expect(within(card).getByRole('link', { name: 'Cards page' }).getAttribute('href')).toBe(
      '/cards',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Back' }));

    fireEvent.click(screen.getByRole('button', { name: 'Change your password' }));
    expect(
      within(dialog('Change your password'))
        .getByRole('link', { name: 'Change password page' })
        .getAttribute('href'),
    ).toBe('/settings/password');
    fireEvent.click(within(dialog('Change your password')).getByRole('button', { name: 'Back' }));

    fireEvent.click(screen.getByRole('button', { name: 'Contact support' }));
    const support = dialog('Contact support');
    expect(support.textContent).toContain(
      'Call us on +65 6123 4567 or e-mail support@youbiz.example, and quote the reference TX-1.',
    );
    expect(within(support).getByRole('link', { name: '+65 6123 4567' }).getAttribute('href')).toBe(
      'tel:+6561234567',
    );
    expect(
      within(support).getByRole('link', { name: 'support@youbiz.example' }).getAttribute('href'),
    ).toBe('mailto:support@youbiz.example');
    expect(report).toHaveBeenCalledOnce();
  });
});
