import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as kyc from '../../../api/kyc';
import { session } from '../../../api/session';
import { forgetMaintenanceNotices } from '../../../entities/maintenance/notices';
import type { FeatureToggles, MaintenanceNotice } from '../../../shared/domain/toggles';
import { openExternal } from '../model/openExternal';
import { ApiError } from '../../../api/ApiError';
import { kycSubmissionSchema } from '../../../shared/contracts/kyc';
import {
  openOnboardingAt,
  signInApplicant,
  stepperSteps,
  useFakeKycBank,
} from '../../../test/onboarding';
import { REGISTRY_INFO } from '../../../test/registryInfo';
import { detailsFromRegistry } from '../model/convert';
import { emptyProfile } from '../model/forms';
import { forgetProgress } from '../model/progress';

/*
 * The onboarding pages driven as a person would, through the feature's own routes. The bank's KYC
 * calls are an in-memory stand-in here, so each test chooses the registry's answer, a failure or
 * a maintenance window; ManualPath.dom.test.tsx drives the manual path against the mock bank.
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
  submitRegistryKyc: vi.fn<Kyc['submitRegistryKyc']>(async () => ({
    companyStatus: 'SUBMITTED',
    kycStatus: 'KYCStatusSubmitted',
  })),
}));
vi.mock('../../../api/auth', () => ({
  getKycStatus: vi.fn<typeof import('../../../api/auth').getKycStatus>(async () => ({
    kycStatus: 'KYCStatusSubmitted',
    companyKycStatus: 'SUBMITTED',
    nonAdminUserStatus: 'UserStatusUnknown',
    tutorialsViewed: false,
    tmDataPopulated: false,
  })),
}));
vi.mock('../model/openExternal', () => ({ openExternal: vi.fn<(url: string) => void>() }));
type Settings = typeof import('../../../api/settings');
type Maintenance = typeof import('../../../api/maintenance');
vi.mock('../../../api/maintenance', () => ({
  getMaintenanceNotices: vi.fn<Maintenance['getMaintenanceNotices']>(async () => notices),
}));
vi.mock('../../../api/settings', () => ({
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
  forgetMaintenanceNotices();
  session.claims = null;
  session.kyc = null;
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
    const registry = await screen.findByRole('button', {
      name: 'Retrieve with the identity registry',
      description: 'Please apply manually',
    });
    expect((registry as HTMLButtonElement).disabled).toBe(true);
    // The onboarding pages' maintenance banner says it too.
    expect(screen.getByText('Identity registry maintenance')).toBeDefined();
    expect(screen.getAllByText('Please apply manually')).toHaveLength(2);
  });
});

describe('the registry path', () => {
  it('retrieves the business data with the callback state, saves it and prefills Business Details', async () => {
    vi.mocked(kyc.getRegistryInfo).mockResolvedValue(structuredClone(REGISTRY_INFO));
    const location = openAt('/onboarding/myinfo/state-123/callback');
    await waitFor(() => expect(location.history.at(-1)).toBe('/onboarding/myinfo/my-details'));
    expect(kyc.getRegistryInfo).toHaveBeenCalledWith('state-123');
    expect(bank.progress).toEqual({
      kycSource: 'KYCSourceMyInfo',
      lastSavedPage: 'OnboardingLastSavedPageMyInfoDetails',
      registrationFormVersion: 3,
      data: { registryState: 'state-123', ...REGISTRY_INFO },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Business Details' }),
    ).toBeDefined();
    expect(stepperSteps()).toEqual([
      'business data retrieval',
      '*Business Details',
      'Business Profile',
      'Card Creation',
      'Upload',
      'Review & Edit',
    ]);
    // What the registry gave is shown, not typed; what it left out is asked for.
    const uen = screen.getByLabelText('Registration number (UEN)') as HTMLInputElement;
    expect(uen.value).toBe('201912345K');
    expect(uen.readOnly).toBe(true);
    expect((screen.getByLabelText('Gender') as HTMLInputElement).value).toBe('Female');
    const middle = screen.getByLabelText('Middle name (optional)') as HTMLInputElement;
    expect(middle.readOnly).toBe(false);
    expect(screen.getAllByText('Retrieved from the identity registry').length).toBeGreaterThan(5);
    expect(
      within(screen.getByRole('list', { name: 'Appointments' })).getByText(
        'Tan Mei Ling (S8812345D): Director',
      ),
    ).toBeDefined();
    expect(
      within(screen.getByRole('list', { name: 'Shareholders' })).getByText(
        'Tan Mei Ling (S8812345D): 100,000 Ordinary shares (SGD)',
      ),
    ).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(location.history.at(-1)).toBe('/onboarding/myinfo/business-details'),
    );
    expect(bank.progress).toMatchObject({
      kycSource: 'KYCSourceMyInfo',
      lastSavedPage: 'OnboardingLastSavedPageBusinessDetails',
      data: { registryState: 'state-123', details: { uen: '201912345K', middleName: '' } },
    });
  });

  it('says when the registry cannot give the data, and offers to retrieve again', async () => {
    vi.mocked(kyc.getRegistryInfo).mockRejectedValue(
      new ApiError({ kind: 'http', status: 404, code: 'RESOURCE_NOT_FOUND' }),
    );
    openAt('/onboarding/myinfo/expired/callback');
    expect(
      await screen.findByText("We couldn't retrieve your details from the identity registry"),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Retrieve again' }).getAttribute('href')).toBe(
      '/select-registration-method',
    );
    expect(bank.progress).toBeNull();
  });

  it("'Apply manually instead' converts the registry data into the manual form and saves it", async () => {
    bank.progress = {
      kycSource: 'KYCSourceMyInfo',
      lastSavedPage: 'OnboardingLastSavedPageMyInfoDetails',
      registrationFormVersion: 3,
      data: { registryState: 'state-123', ...structuredClone(REGISTRY_INFO) },
    };
    const location = openAt('/onboarding/myinfo/my-details');
    fireEvent.input(await screen.findByLabelText('Middle name (optional)'), {
      target: { value: 'Hui' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply manually instead' }));
    await waitFor(() =>
      expect(location.history.at(-1)).toBe('/onboarding/manual/personal-entity-details'),
    );
    expect(bank.progress?.kycSource).toBe('KYCSourceManual');
    expect(bank.progress?.lastSavedPage).toBe('OnboardingLastSavedPageBasicDetails');
    expect(bank.progress?.data).not.toHaveProperty('person');
    expect(bank.progress?.data).toMatchObject({
      details: {
        middleName: 'Hui',
        registeredAddress: { country: 'MY', lineOne: 'Level 5, Menara KL', block: '' },
      },
    });
    // The manual form opens with it, every field open to change.
    await waitFor(() =>
      expect(screen.queryByText('Retrieved from the identity registry')).toBeNull(),
    );
    const uen = (await screen.findByLabelText('Registration number (UEN)')) as HTMLInputElement;
    expect(uen.value).toBe('201912345K');
    expect(uen.readOnly).toBe(false);
  });

  it('submits by the registry with its appointments and shareholders, then shows the submitted screen', async () => {
    bank.progress = {
      kycSource: 'KYCSourceMyInfo',
      lastSavedPage: 'OnboardingLastSavedPageReview',
      registrationFormVersion: 3,
      data: {
        registryState: 'state-123',
        ...structuredClone(REGISTRY_INFO),
        details: detailsFromRegistry(REGISTRY_INFO.person, REGISTRY_INFO.entity),
        profile: {
          ...emptyProfile('MY'),
          entityTotalNumberOfEmployees: '6-10',
          entityDescription: 'Shipping agency.',
          entitySelectLocations: ['SG', 'MY'],
          sourceOfFunds: ['Business revenue'],
          statesToUse: ['Paying suppliers'],
        },
        card: { nameOnCard: 'Mei Ling Tan', cardAddressType: 'RESIDENTIAL_ADDRESS' },
        documents: [{ referenceId: 'DOC-9', fileName: 'acra.pdf' }],
      },
    };
    const location = openAt('/onboarding/myinfo/review');
    expect(await screen.findByRole('heading', { level: 1, name: 'Review & Edit' })).toBeDefined();
    expect(stepperSteps().at(-1)).toBe('*Review & Edit');
    expect(screen.getByRole('link', { name: 'Edit Business Details' }).getAttribute('href')).toBe(
      '/onboarding/myinfo/my-details',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/account-opening/submitted'));
    const body = vi.mocked(kyc.submitRegistryKyc).mock.calls[0]?.[0];
    expect(kycSubmissionSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      appointments: REGISTRY_INFO.appointments,
      shareholders: REGISTRY_INFO.shareholders,
      entity: {
        previousUens: ['53312345A'],
        registeredAddress: { country: 'MY', city: 'Kuala Lumpur' },
      },
      documentReferenceIds: ['DOC-9'],
    });
    expect(kyc.submitManualKyc).not.toHaveBeenCalled();
    expect(bank.progress).toBeNull();
  });
});

describe('a save that fails (spec-1 §4)', () => {
  it('says nothing, and is sent again when the browser is back online', async () => {
    vi.mocked(kyc.saveOnboardingProgress).mockRejectedValueOnce(
      new ApiError({ kind: 'network', status: 0, code: 'Unknown API error code' }),
    );
    openAt('/onboarding/manual/personal-entity-details');
    fireEvent.input(await screen.findByLabelText('Business name'), {
      target: { value: 'Nimbus Trading Pte. Ltd.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(kyc.saveOnboardingProgress).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Progress saved')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(bank.progress).toBeNull();

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(kyc.saveOnboardingProgress).toHaveBeenCalledTimes(2));
    expect(bank.progress).toMatchObject({
      lastSavedPage: 'OnboardingLastSavedPageBasicDetails',
      data: { details: { entityName: 'Nimbus Trading Pte. Ltd.' } },
    });
  });
});
