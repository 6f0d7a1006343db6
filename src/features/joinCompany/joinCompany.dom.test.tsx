import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '../../api/ApiError';
import { getKycStatus } from '../../api/auth';
import {
  deleteAllKycDocuments,
  deleteKycDocument,
  getOnboardingProgress,
  listKycDocuments,
  saveOnboardingProgress,
  uploadKycDocument,
} from '../../api/kyc';
import { getProfile } from '../../api/profile';
import { clearSession, session } from '../../api/session';
import { submitInvitedMember } from '../../api/signUp';
import type { KycStatus, TokenClaims } from '../../shared/domain/auth';
import { emptyAddress } from '../../shared/domain/onboarding/address';
import type { Profile } from '../../shared/domain/profile';
import type { BasicDetailsForm } from './basicDetails';
import { BasicDetailPage } from './pages/BasicDetailPage';
import { UploadPage } from './pages/UploadPage';
import { dropDraft } from './progress';
import { labelledControl } from '../../test/labels';

vi.mock('../../api/auth', () => ({ getKycStatus: vi.fn<typeof getKycStatus>() }));
vi.mock('../../api/kyc', () => ({
  getOnboardingProgress: vi.fn<typeof getOnboardingProgress>(),
  saveOnboardingProgress: vi.fn<typeof saveOnboardingProgress>(),
  listKycDocuments: vi.fn<typeof listKycDocuments>(),
  uploadKycDocument: vi.fn<typeof uploadKycDocument>(),
  deleteKycDocument: vi.fn<typeof deleteKycDocument>(),
  deleteAllKycDocuments: vi.fn<typeof deleteAllKycDocuments>(),
}));
vi.mock('../../api/profile', () => ({ getProfile: vi.fn<typeof getProfile>() }));
vi.mock('../../api/signUp', () => ({ submitInvitedMember: vi.fn<typeof submitInvitedMember>() }));

const claims: TokenClaims = {
  role: 'accountant',
  sub: 'USR-0042',
  corpID: 'CORP-0001',
  email: 'invitee@demo.test',
  exp: 0,
  scope: 'access',
};

const APPLYING: KycStatus = {
  kycStatus: 'KYCStatusAccepted',
  companyKycStatus: 'ACCEPTED',
  nonAdminUserStatus: 'UserStatusUnknown',
  tutorialsViewed: false,
  tmDataPopulated: true,
};

const PROFILE = {
  firstName: 'Mei Ling',
  lastName: 'Tan',
  email: 'invitee@demo.test',
  role: 'accountant',
  corporateReferenceID: 'CORP-0001',
} as Profile;

const DETAILS: BasicDetailsForm = {
  firstName: 'Mei Ling',
  middleName: '',
  lastName: 'Tan',
  gender: 'Female',
  dob: '1990-04-17',
  nationalityCode: 'SG',
  nricOrFin: 'S1234567D',
  residentialAddress: { ...emptyAddress(), postal: '238801', block: '9', street: 'Penang Road' },
};

function renderAt(path: string, Page: ComponentType) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Page />
    </Router>,
  );
  return location;
}

const type = (label: string, value: string) =>
  fireEvent.change(labelledControl(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const pdf = (name: string) => new File(['%PDF-1.7\n'], name, { type: 'application/pdf' });

beforeEach(() => {
  vi.mocked(getKycStatus)
    .mockReset()
    .mockResolvedValue({
      ...APPLYING,
      nonAdminUserStatus: 'UserStatusSubmitted',
    });
  vi.mocked(getOnboardingProgress).mockReset().mockResolvedValue(null);
  vi.mocked(saveOnboardingProgress).mockReset().mockResolvedValue({});
  vi.mocked(listKycDocuments).mockReset().mockResolvedValue([]);
  vi.mocked(uploadKycDocument)
    .mockReset()
    .mockImplementation((file) =>
      Promise.resolve({ referenceId: `REF-${file.name}`, fileName: file.name }),
    );
  vi.mocked(getProfile).mockReset().mockResolvedValue(PROFILE);
  vi.mocked(submitInvitedMember)
    .mockReset()
    .mockResolvedValue({ status: 'UserStatusSubmitted', companyStatus: 'ACCEPTED' });
  Object.assign(session, {
    authenticated: true,
    claims,
    kyc: APPLYING,
    userStatus: 'UserStatusUnknown',
    companyName: 'Demo Trading Pte. Ltd.',
  });
});
afterEach(() => {
  clearSession();
  dropDraft();
});

describe('joining a company', () => {
  it('takes the details, saves them, uploads the documents and submits every field', async () => {
    const basic = renderAt('/kyc/basic-detail', BasicDetailPage);
    expect(
      await screen.findByText('You are joining Demo Trading Pte. Ltd.: tell us about yourself.'),
    ).toBeDefined();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your details');
    // The names the bank has from the sign-up.
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Mei Ling');

    type('Last name', '   ');
    click('Continue');
    expect(await screen.findByText('This field cannot contain only spaces.')).toBeDefined();
    expect(screen.getAllByText('This field is required')).toHaveLength(7);
    expect(saveOnboardingProgress).not.toHaveBeenCalled();

    type('Last name', 'Tan');
    type('Middle name (optional)', 'Hui');
    type('Gender', 'Female');
    type('Date of birth', '1990-04-17');
    type('Nationality', 'SG');
    type('NRIC or FIN', 's1234567d');
    type('Postal code', '238801');
    type('Block / House number', '9');
    type('Street name', 'Penang Road');
    type('Unit number (optional)', '05-01');
    click('Continue');
    await waitFor(() => expect(basic.history.at(-1)).toBe('/kyc/upload'));
    expect(saveOnboardingProgress).toHaveBeenCalledWith({
      kycSource: 'KYCSourceManual',
      lastSavedPage: 'OnboardingLastSavedPageBasicDetails',
      registrationFormVersion: 3,
      data: {
        basicDetails: {
          ...DETAILS,
          middleName: 'Hui',
          nricOrFin: 's1234567d',
          residentialAddress: { ...DETAILS.residentialAddress, unit: '05-01' },
        },
      },
    });

    cleanup();
    const upload = renderAt('/kyc/upload', UploadPage);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Identity documents' }),
    ).toBeDefined();
    await waitFor(() =>
      expect(vi.mocked(saveOnboardingProgress).mock.lastCall?.[0].lastSavedPage).toBe(
        'OnboardingLastSavedPageNonAdminUpload',
      ),
    );
    click('Submit');
    expect(await screen.findByText('This field is required')).toBeDefined();
    expect(submitInvitedMember).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Identity documents'), {
      target: { files: [pdf('nric-front.pdf'), pdf('nric-back.pdf')] },
    });
    // Submit waits for the uploads: disabled until the widget is done.
    expect(await screen.findByText('nric-back.pdf uploaded.')).toBeDefined();
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' });
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(upload.history.at(-1)).toBe('/account-opening/submitted'));
    expect(submitInvitedMember).toHaveBeenCalledWith({
      corporateReferenceID: 'CORP-0001',
      role: 'accountant',
      email: 'invitee@demo.test',
      firstName: 'Mei Ling',
      middleName: 'Hui',
      lastName: 'Tan',
      gender: 'Female',
      dob: '1990-04-17',
      nationalityCode: 'SG',
      nricOrFin: 'S1234567D',
      residentialAddress: {
        country: 'SG',
        postal: '238801',
        block: '9',
        street: 'Penang Road',
        unit: '05-01',
      },
      documentReferenceIds: ['REF-nric-front.pdf', 'REF-nric-back.pdf'],
    });
    expect(session.userStatus).toBe('UserStatusSubmitted');
  });

  it('resumes at the upload step from the saved progress, with the documents already sent', async () => {
    vi.mocked(getOnboardingProgress).mockResolvedValue({
      kycSource: 'KYCSourceManual',
      lastSavedPage: 'OnboardingLastSavedPageNonAdminUpload',
      registrationFormVersion: 3,
      data: { basicDetails: DETAILS },
    });
    vi.mocked(listKycDocuments).mockResolvedValue([
      {
        reference_id: 'DOC-1',
        referenceID: 'DOC-1',
        fileName: 'passport.pdf',
        signedURL: '',
        uid: 'u',
      },
    ]);
    const location = renderAt('/kyc/upload', UploadPage);
    expect(await screen.findByText('passport.pdf')).toBeDefined();
    click('Submit');
    await waitFor(() => expect(location.history.at(-1)).toBe('/account-opening/submitted'));
    expect(vi.mocked(submitInvitedMember).mock.lastCall?.[0]).toMatchObject({
      firstName: 'Mei Ling',
      documentReferenceIds: ['DOC-1'],
    });
  });

  it('leads back to the basic detail page when there are no details to send', async () => {
    const location = renderAt('/kyc/upload', UploadPage);
    await waitFor(() => expect(location.history.at(-1)).toBe('/kyc/basic-detail'));
    expect(submitInvitedMember).not.toHaveBeenCalled();
  });

  it('says why and stays when the bank refuses the submission', async () => {
    vi.mocked(getOnboardingProgress).mockResolvedValue({
      kycSource: 'KYCSourceManual',
      lastSavedPage: 'OnboardingLastSavedPageNonAdminUpload',
      registrationFormVersion: 3,
      data: { basicDetails: DETAILS },
    });
    vi.mocked(listKycDocuments).mockResolvedValue([
      {
        reference_id: 'DOC-1',
        referenceID: 'DOC-1',
        fileName: 'passport.pdf',
        signedURL: '',
        uid: 'u',
      },
    ]);
    vi.mocked(submitInvitedMember).mockRejectedValue(
      new ApiError({ kind: 'network', status: 0, code: 'Unknown API error code' }),
    );
    const location = renderAt('/kyc/upload', UploadPage);
    expect(await screen.findByText('passport.pdf')).toBeDefined();
    click('Submit');
    const alert = (await screen.findByText('Your details could not be sent')).closest('.ui-alert');
    expect(alert?.getAttribute('role')).toBe('alert');
    expect(alert?.textContent).toBe(
      "Your details could not be sentWe couldn't reach the bank. Please check your connection and try again.",
    );
    expect(location.history).toEqual(['/kyc/upload']);
  });
});
