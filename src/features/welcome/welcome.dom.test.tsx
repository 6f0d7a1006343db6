import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '../../api/ApiError';
import { getKycStatus } from '../../api/auth';
import { submitTmData } from '../../api/kyc';
import { markTutorialsViewed } from '../../api/profile';
import { clearSession, session } from '../../api/session';
import { TOGGLES_KEY, writeMeta } from '../../db/meta';
import { deleteAllCacheDatabases, openUserDatabase } from '../../db/userDatabase';
import type { KycStatus, TokenClaims } from '../../shared/domain/auth';
import type { FeatureToggles } from '../../shared/domain/toggles';
import { DataPopulationPage } from './pages/DataPopulationPage';
import { TutorialPage } from './pages/TutorialPage';

vi.mock('../../api/auth', () => ({ getKycStatus: vi.fn<typeof getKycStatus>() }));
vi.mock('../../api/kyc', () => ({ submitTmData: vi.fn<typeof submitTmData>() }));
vi.mock('../../api/profile', () => ({ markTutorialsViewed: vi.fn<typeof markTutorialsViewed>() }));

const ONBOARDED: KycStatus = {
  kycStatus: 'KYCStatusAccepted',
  companyKycStatus: 'ACCEPTED',
  nonAdminUserStatus: 'UserStatusApproved',
  tutorialsViewed: true,
  tmDataPopulated: true,
};

const claims: TokenClaims = {
  role: 'admin',
  sub: 'USR-1',
  corpID: 'CORP-1',
  email: 'admin@demo.test',
  exp: 0,
  scope: 'access',
};

/** A signed-in admin whose cache holds these toggles. */
async function signedIn(toggles: FeatureToggles, kyc: Partial<KycStatus> = {}) {
  Object.assign(session, {
    authenticated: true,
    claims,
    kyc: { ...ONBOARDED, ...kyc },
    userStatus: 'UserStatusApproved',
  });
  await writeMeta(await openUserDatabase(claims), TOGGLES_KEY, toggles);
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

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => {
  vi.mocked(getKycStatus).mockReset().mockResolvedValue(ONBOARDED);
  vi.mocked(markTutorialsViewed).mockReset().mockResolvedValue(undefined);
  vi.mocked(submitTmData).mockReset().mockResolvedValue({});
});
afterEach(async () => {
  clearSession();
  await deleteAllCacheDatabases();
});

describe('the tutorial', () => {
  it('walks through the slides, then Finish marks it viewed and goes to the remembered page', async () => {
    await signedIn({ approvals: true }, { tutorialsViewed: false });
    const location = renderAt('/tutorial?redirect=%2Faccount', TutorialPage);
    const seen: string[] = [];
    expect(await screen.findByText('Step 1 of 5')).toBeDefined();
    // Settings > Tutorial leads to the cards' own tutorial too (spec-3 §2).
    expect(screen.getByRole('link', { name: 'How cards work' }).getAttribute('href')).toBe(
      '/settings/tutorial/cards',
    );
    for (let i = 0; i < 4; i++) {
      seen.push(screen.getByRole('heading', { level: 2 }).textContent ?? '');
      click('Next');
    }
    seen.push(screen.getByRole('heading', { level: 2 }).textContent ?? '');
    expect(seen).toEqual([
      'Accounts in several currencies',
      'Exchange and move money',
      'Pay locally and overseas',
      'Approvals',
      'Works when you are offline',
    ]);
    expect(screen.getByText('Step 5 of 5')).toBeDefined();
    expect(
      screen.getByText(
        'Your accounts, transactions and approvals stay readable without a connection. Money moves only when you are online.',
      ),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    click('Back');
    expect(screen.getByText('Step 4 of 5')).toBeDefined();
    click('Next');
    click('Finish');
    await waitFor(() => expect(location.history.at(-1)).toBe('/account'));
    expect(markTutorialsViewed).toHaveBeenCalledTimes(1);
    expect(getKycStatus).toHaveBeenCalledTimes(1);
  });

  it('Skip marks it viewed too and goes to the dashboard; without approvals there is no approvals slide', async () => {
    await signedIn({ approvals: false }, { tutorialsViewed: false });
    const location = renderAt('/tutorial', TutorialPage);
    expect(await screen.findByText('Step 1 of 4')).toBeDefined();
    click('Skip');
    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'));
    expect(markTutorialsViewed).toHaveBeenCalledTimes(1);
  });

  it('stays, saying why, when the bank cannot be told', async () => {
    await signedIn({}, { tutorialsViewed: false });
    vi.mocked(markTutorialsViewed).mockRejectedValue(
      new ApiError({ kind: 'network', status: 0, code: 'Unknown API error code' }),
    );
    const location = renderAt('/tutorial', TutorialPage);
    expect(await screen.findByText('Step 1 of 4')).toBeDefined();
    click('Skip');
    expect((await screen.findByRole('alert')).textContent).toBe(
      "We couldn't reach the bank. Please check your connection and try again.",
    );
    expect(location.history).toEqual(['/tutorial']);
  });
});

describe('data population', () => {
  it('asks for the expected activity, sends every field to tm_data, then follows the status (the tutorial)', async () => {
    await signedIn({}, { tmDataPopulated: false, tutorialsViewed: false });
    vi.mocked(getKycStatus).mockResolvedValue({ ...ONBOARDED, tutorialsViewed: false });
    const location = renderAt('/data-population', DataPopulationPage);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your expected activity');
    click('Continue');
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('Choose at least one source of funds.')).toBeDefined();
    expect(submitTmData).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Transactions a month'), {
      target: { value: '51 to 200' },
    });
    fireEvent.change(screen.getByLabelText('Amount moved a month'), {
      target: { value: 'S$50,001 to S$250,000' },
    });
    fireEvent.click(screen.getByLabelText('Business revenue'));
    fireEvent.click(screen.getByLabelText('Investment income'));
    const suppliers = screen.getByLabelText('Where your suppliers are (optional)');
    fireEvent.change(suppliers, { target: { value: 'MY' } });
    fireEvent.change(suppliers, { target: { value: 'CN' } });
    fireEvent.change(suppliers, { target: { value: 'JP' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Japan' }));
    expect(
      screen.getByRole('list', { name: 'Where your suppliers are (optional): chosen' }).textContent,
    ).toBe('MalaysiaChina');
    click('Continue');
    await waitFor(() => expect(location.history.at(-1)).toBe('/tutorial'));
    expect(submitTmData).toHaveBeenCalledWith({
      transactionNumber: '51 to 200',
      transactionVolume: 'S$50,001 to S$250,000',
      sourceOfFunds: ['Business revenue', 'Investment income'],
      supplierLocation: ['MY', 'CN'],
    });
  });
});
