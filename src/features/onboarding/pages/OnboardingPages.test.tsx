import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as kyc from '../../../api/kyc';
import { session } from '../../../api/session';
import type { FeatureToggles, MaintenanceNotice } from '../../../shared/domain/toggles';
import { openExternal } from '../model/openExternal';
import { openOnboardingAt, signInApplicant, useFakeKycBank } from '../../../test/onboarding';
import { forgetProgress } from '../model/progress';

/*
 * The onboarding pages driven as a person would, through the feature's own routes. The bank's KYC
 * calls are an in-memory stand-in (the mock bank answers them once its KYC routes land).
 */

type Kyc = typeof import('../../../api/kyc');
vi.mock('../../../api/kyc', () => ({
  getOnboardingProgress: vi.fn<Kyc['getOnboardingProgress']>(),
  deleteOnboardingProgress: vi.fn<Kyc['deleteOnboardingProgress']>(),
  saveOnboardingProgress: vi.fn<Kyc['saveOnboardingProgress']>(),
  getRegistryAuthUri: vi.fn<Kyc['getRegistryAuthUri']>(),
  getRegistryInfo: vi.fn<Kyc['getRegistryInfo']>(),
  listIndustries: vi.fn<Kyc['listIndustries']>(),
  listKycDocuments: vi.fn<Kyc['listKycDocuments']>(),
  uploadKycDocument: vi.fn<Kyc['uploadKycDocument']>(),
  deleteKycDocument: vi.fn<Kyc['deleteKycDocument']>(),
  deleteAllKycDocuments: vi.fn<Kyc['deleteAllKycDocuments']>(),
  skipAuthorizationLetter: vi.fn<Kyc['skipAuthorizationLetter']>(),
  submitManualKyc: vi.fn<Kyc['submitManualKyc']>(),
  submitRegistryKyc: vi.fn<Kyc['submitRegistryKyc']>(),
}));
vi.mock('../model/openExternal', () => ({ openExternal: vi.fn<(url: string) => void>() }));
type Settings = typeof import('../../../api/settings');
vi.mock('../../../api/settings', () => ({
  getMaintenanceNotices: vi.fn<Settings['getMaintenanceNotices']>(async () => notices),
  getFeatureToggles: vi.fn<Settings['getFeatureToggles']>(async () => toggles),
}));

let notices: MaintenanceNotice[] = [];
let toggles: FeatureToggles = {};
let bank: ReturnType<typeof useFakeKycBank>;

beforeEach(() => {
  notices = [];
  toggles = {};
  bank = useFakeKycBank(kyc);
  signInApplicant();
});
afterEach(() => {
  forgetProgress();
  session.claims = null;
  vi.clearAllMocks();
});

const openAt = openOnboardingAt;

const stepsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the start page (/onboarding)', () => {
  it("lists both paths' steps with the spec's labels and continues to the choice of path", async () => {
    const location = openAt('/onboarding');
    const registry = await screen.findByRole('region', { name: 'With the identity registry' });
    expect(stepsOf(within(registry).getByRole('list'))).toEqual([
      'business data retrieval',
      'Business Details',
      'Business Profile',
      'Card Creation',
      'Upload',
      'Review & Edit',
    ]);
    const manual = screen.getByRole('region', { name: 'Manually' });
    expect(stepsOf(within(manual).getByRole('list'))).toEqual([
      'Business Details',
      'Business Profile',
      'Card Creation',
      'Upload',
      'Review & Edit',
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'Continue' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/select-registration-method'));
  });
});

describe('the KYC start (/kyc)', () => {
  it('sends an applicant without saved progress to the start page', async () => {
    const location = openAt('/kyc');
    await waitFor(() => expect(location.history.at(-1)).toBe('/onboarding'));
  });

  it('resumes at the saved step', async () => {
    bank.progress = {
      kycSource: 'KYCSourceManual',
      lastSavedPage: 'OnboardingLastSavedPageUpload',
      registrationFormVersion: 3,
      data: {},
    };
    const location = openAt('/kyc');
    await waitFor(() =>
      expect(location.history.at(-1)).toBe('/onboarding/manual/upload-documents'),
    );
  });
});

describe('the choice of path (/select-registration-method)', () => {
  it("goes to the registry's consent page", async () => {
    vi.mocked(kyc.getRegistryAuthUri).mockResolvedValue({
      authURI: 'https://registry.example/consent?state=abc',
      state: 'abc',
    });
    openAt('/select-registration-method');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Retrieve with the identity registry' }),
    );
    await waitFor(() =>
      expect(openExternal).toHaveBeenCalledWith('https://registry.example/consent?state=abc'),
    );
  });

  it("disables the registry and says 'Please apply manually' during the registry's maintenance window", async () => {
    const hour = 3_600_000;
    notices = [
      {
        maintenanceModeType: 'identity-registry',
        startDateTime: new Date(Date.now() - hour).toISOString(),
        endDateTime: new Date(Date.now() + hour).toISOString(),
        isExpired: false,
        impactedFeatures: '',
      },
    ];
    openAt('/select-registration-method');
    expect(await screen.findByText('Please apply manually')).toBeDefined();
    const registry = screen.getByRole('button', { name: 'Retrieve with the identity registry' });
    expect((registry as HTMLButtonElement).disabled).toBe(true);
    expect(registry.getAttribute('aria-describedby')).toBe('registry-maintenance');
  });
});
