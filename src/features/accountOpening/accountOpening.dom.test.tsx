import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '../../api/ApiError';
import { getKycStatus } from '../../api/auth';
import { requestCardDelivery } from '../../api/kyc';
import { clearSession, session } from '../../api/session';
import type { KycStatus, TokenClaims } from '../../shared/domain/auth';
import { enterShell } from './enterShell';
import { AccountOpeningIndexPage } from './pages/AccountOpeningIndexPage';
import { PendingPage } from './pages/PendingPage';
import { PreorderCardDonePage } from './pages/PreorderCardDonePage';
import { PreorderCardPage } from './pages/PreorderCardPage';
import { SubmittedPage } from './pages/SubmittedPage';
import { UnsuccessfulPage } from './pages/UnsuccessfulPage';

// The bank's status and card-delivery answers, and the document load that enters the shell.
vi.mock('../../api/auth', () => ({ getKycStatus: vi.fn<typeof getKycStatus>() }));
vi.mock('../../api/kyc', () => ({ requestCardDelivery: vi.fn<typeof requestCardDelivery>() }));
vi.mock('./enterShell', () => ({ enterShell: vi.fn<typeof enterShell>() }));

const STATUS: Record<'pending' | 'submitted' | 'rejected' | 'approved', KycStatus> = {
  pending: {
    kycStatus: 'KYCStatusDecisionPending',
    companyKycStatus: 'pending',
    nonAdminUserStatus: 'UserStatusUnknown',
    tutorialsViewed: false,
    tmDataPopulated: false,
  },
  submitted: {
    kycStatus: 'KYCStatusSubmitted',
    companyKycStatus: 'SUBMITTED',
    nonAdminUserStatus: 'UserStatusUnknown',
    tutorialsViewed: false,
    tmDataPopulated: false,
  },
  rejected: {
    kycStatus: 'KYCStatusRejected',
    companyKycStatus: 'rejected',
    nonAdminUserStatus: 'UserStatusUnknown',
    tutorialsViewed: false,
    tmDataPopulated: false,
  },
  approved: {
    kycStatus: 'KYCStatusAccepted',
    companyKycStatus: 'ACCEPTED',
    nonAdminUserStatus: 'UserStatusUnknown',
    tutorialsViewed: false,
    tmDataPopulated: false,
  },
};

function signedIn(role: TokenClaims['role'], kyc: KycStatus) {
  const claims: TokenClaims = {
    role,
    sub: 'USR-9',
    corpID: 'CORP-APPL-0003',
    email: 'pending@demo.test',
    exp: 0,
    scope: 'access',
  };
  Object.assign(session, { authenticated: true, claims, kyc, userStatus: 'UserStatusUnknown' });
}

function renderAt(path: string, Page: ComponentType) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Page />
    </Router>,
  );
  return location;
}

const texts = (role: 'listitem' | 'heading') =>
  screen.getAllByRole(role).map((element) => element.textContent);

beforeEach(() => {
  vi.mocked(getKycStatus).mockReset();
  vi.mocked(requestCardDelivery).mockReset();
  vi.mocked(enterShell).mockReset();
});
afterEach(() => clearSession());

describe('/account-opening', () => {
  it("goes to the applicant's status screen by the stored status", () => {
    signedIn('admin', STATUS.rejected);
    const location = renderAt('/account-opening', AccountOpeningIndexPage);
    expect(location.history.at(-1)).toBe('/account-opening/unsuccessful');
  });
});

describe('the status screens', () => {
  it('pending: what happens next, how long, and support; stays while still pending', async () => {
    signedIn('admin', STATUS.pending);
    vi.mocked(getKycStatus).mockResolvedValue(STATUS.pending);
    const location = renderAt('/account-opening/pending', PendingPage);
    expect(texts('heading')).toEqual(['Your application is under review', 'What happens next']);
    expect(
      screen.getByText(
        'Thank you for your patience. We are checking the details and documents you sent us.',
      ),
    ).toBeDefined();
    expect(texts('listitem')).toEqual([
      'Most reviews take 3 to 5 business days.',
      'If we need anything more from you, we will email you.',
      'Once your account is approved, log in again to start using it.',
    ]);
    const support = screen.getByText(/^Questions\?/);
    expect(support.textContent).toBe(
      'Questions? Call us on +65 6123 4567 or email support@youbiz.example.',
    );
    expect(within(support).getByRole('link', { name: 'support@youbiz.example' })).toBeDefined();
    await waitFor(() => expect(getKycStatus).toHaveBeenCalledTimes(1));
    expect(location.history).toEqual(['/account-opening/pending']);
    expect(enterShell).not.toHaveBeenCalled();
  });

  it('moves on when the re-read status leads elsewhere (submitted, then under review)', async () => {
    signedIn('admin', STATUS.submitted);
    vi.mocked(getKycStatus).mockResolvedValue(STATUS.pending);
    const location = renderAt('/account-opening/submitted', SubmittedPage);
    await waitFor(() => expect(location.history.at(-1)).toBe('/account-opening/pending'));
    expect(session.kyc).toEqual(STATUS.pending);
  });

  it('enters the shell afresh when the application was approved meanwhile (data population first)', async () => {
    signedIn('admin', STATUS.pending);
    vi.mocked(getKycStatus).mockResolvedValue(STATUS.approved);
    renderAt('/account-opening/pending', PendingPage);
    await waitFor(() => expect(enterShell).toHaveBeenCalledWith('/data-population'));
  });

  it('keeps the screen when the status cannot be read (offline)', async () => {
    signedIn('admin', STATUS.rejected);
    vi.mocked(getKycStatus).mockRejectedValue(
      new ApiError({ kind: 'network', status: 0, code: 'Unknown API error code' }),
    );
    const location = renderAt('/account-opening/unsuccessful', UnsuccessfulPage);
    await waitFor(() => expect(getKycStatus).toHaveBeenCalled());
    expect(texts('heading')).toEqual(['We could not approve your application', 'What you can do']);
    expect(
      screen.getByText(
        'We are sorry. After reviewing your application, we are not able to open an account for you at this time.',
      ),
    ).toBeDefined();
    expect(texts('listitem')).toEqual([
      'Check your email: we may have written to you about our decision.',
      'If something has changed, or you think we got something wrong, contact us and we will look at it with you.',
    ]);
    expect(location.history).toEqual(['/account-opening/unsuccessful']);
  });

  it('submitted: the next steps, and for the admin a link to pre-order the card', async () => {
    signedIn('admin', STATUS.submitted);
    vi.mocked(getKycStatus).mockResolvedValue(STATUS.submitted);
    renderAt('/account-opening/submitted', SubmittedPage);
    expect(texts('heading')).toEqual(['Application submitted', 'What happens next']);
    expect(
      screen.getByText(
        'Thank you. We have received your application and will start reviewing it soon.',
      ),
    ).toBeDefined();
    expect(texts('listitem')).toEqual([
      'We check the details and documents you sent us, usually within 3 to 5 business days.',
      'We will email you when there is news, or if we need anything more from you.',
      'While you wait, you can pre-order your card, so it is ready when your account opens.',
    ]);
    expect(screen.getByRole('link', { name: 'Pre-order your card' }).getAttribute('href')).toBe(
      '/account-opening/preorder-card',
    );
    await waitFor(() => expect(getKycStatus).toHaveBeenCalled());
  });

  it('submitted for an invited member: no card to pre-order', async () => {
    signedIn('accountant', { ...STATUS.submitted, companyKycStatus: 'ACCEPTED' });
    session.userStatus = 'UserStatusSubmitted';
    vi.mocked(getKycStatus).mockResolvedValue({
      ...STATUS.submitted,
      companyKycStatus: 'ACCEPTED',
      nonAdminUserStatus: 'UserStatusSubmitted',
    });
    const location = renderAt('/account-opening/submitted', SubmittedPage);
    expect(screen.queryByRole('link', { name: 'Pre-order your card' })).toBeNull();
    expect(texts('listitem')).toHaveLength(2);
    await waitFor(() => expect(getKycStatus).toHaveBeenCalled());
    expect(location.history).toEqual(['/account-opening/submitted']);
  });
});

describe('pre-order card', () => {
  it('asks for the name and the address, sends them, and says it is done', async () => {
    signedIn('admin', STATUS.submitted);
    vi.mocked(requestCardDelivery).mockResolvedValue({});
    const location = renderAt('/account-opening/preorder-card', PreorderCardPage);
    expect(texts('heading')).toEqual(['Pre-order your card']);
    fireEvent.click(screen.getByRole('button', { name: 'Pre-order card' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(requestCardDelivery).not.toHaveBeenCalled();

    fireEvent.input(screen.getByLabelText('Name on card'), { target: { value: ' Tan Mei Ling ' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Residential address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pre-order card' }));
    await waitFor(() =>
      expect(location.history.at(-1)).toBe('/account-opening/preorder-card/successful'),
    );
    expect(requestCardDelivery).toHaveBeenCalledWith({
      nameOnCard: 'Tan Mei Ling',
      cardAddressType: 'RESIDENTIAL_ADDRESS',
    });
  });

  it('keeps the form and says why when the bank refuses', async () => {
    signedIn('admin', STATUS.submitted);
    vi.mocked(requestCardDelivery).mockRejectedValue(
      new ApiError({ kind: 'network', status: 0, code: 'Unknown API error code' }),
    );
    const location = renderAt('/account-opening/preorder-card', PreorderCardPage);
    fireEvent.input(screen.getByLabelText('Name on card'), { target: { value: 'Tan Mei Ling' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Mailing address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pre-order card' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      "Your card could not be pre-orderedWe couldn't reach the bank. Please check your connection and try again.",
    );
    expect(location.history).toEqual(['/account-opening/preorder-card']);
    expect((screen.getByLabelText('Name on card') as HTMLInputElement).value).toBe('Tan Mei Ling');
  });

  it('done: where the card goes and the way back', () => {
    renderAt('/account-opening/preorder-card/successful', PreorderCardDonePage);
    expect(texts('heading')).toEqual(['Card pre-ordered']);
    expect(
      screen.getByText(
        'We will post your card to the address you chose once your account is approved. It usually arrives within 5 to 7 days.',
      ),
    ).toBeDefined();
    expect(
      screen.getByRole('link', { name: 'Back to your application' }).getAttribute('href'),
    ).toBe('/account-opening');
  });
});
