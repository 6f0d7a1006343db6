import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getOnboardingProgress, saveOnboardingProgress } from '../../../api/kyc';
import { session } from '../../../api/session';
import { forgetMaintenanceNotices } from '../../../entities/maintenance/notices';
import type { MockBankControls } from '../../../mirage/mockBank';
import type { OnboardingProgress } from '../../../shared/domain/onboarding';
import { runBeforeSignOut } from '../../../shared/lifecycle/beforeSignOut';
import { clearToasts } from '../../../shared/ui/toastStore';
import { startBankWithClient } from '../../../test/bankSession';
import { labelledControl } from '../../../test/labels';
import {
  openOnboardingAt,
  signInApplicantAtBank,
  stepperSteps,
  storedApplication,
} from '../../../test/onboarding';
import { detailsFromRegistry } from '../model/convert';
import { emptyProfile } from '../model/forms';
import { forgetProgress } from '../model/progress';

/*
 * The manual path driven as a person would (spec-1 §2 Onboarding sequences, §4 Onboarding resume,
 * §5 Validation rules), against the mock bank through the real API client: the feature's routes
 * in a memory router, a demo applicant signed in.
 */

let bank: MockBankControls;

beforeEach(async () => {
  bank = startBankWithClient();
  await signInApplicantAtBank('new@demo.test');
});
afterEach(() => {
  bank.shutdown();
  forgetProgress();
  forgetMaintenanceNotices();
  clearToasts();
  session.claims = null;
  session.kyc = null;
});

const field = (label: string, scope: HTMLElement = document.body) =>
  labelledControl<HTMLInputElement>(label, scope);
const type = (label: string, value: string, scope?: HTMLElement) =>
  fireEvent.input(field(label, scope), { target: { value } });
const choose = (label: string, value: string, scope?: HTMLElement) =>
  fireEvent.change(field(label, scope), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const group = (name: string) => screen.getByRole('group', { name });
/** Continue waits for the uploads to end. */
const uploadsDone = () =>
  waitFor(() =>
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' }).disabled).toBe(
      false,
    ),
  );

/** Fills Business Details as the applicant would (a Singapore home, a Singapore business). */
function fillBusinessDetails() {
  type('First name', 'Mei Ling');
  type('Last name', 'Tan');
  choose('Gender', 'Female');
  type('Date of birth', '1988-04-12');
  choose('Nationality', 'SG');
  type('Identity number (NRIC or FIN)', 'S8812345D');
  const home = group('Residential address');
  type('Postal code', '238801', home);
  type('Block / House number', '10', home);
  type('Street name', 'Orchard Road', home);
  type('Business name', 'Nimbus Trading Pte. Ltd.');
  type('Registration number (UEN)', '201912345K');
  type('Date of incorporation', '2019-06-01');
  choose('Country of incorporation', 'SG');
  choose('Company type', 'Local Company');
  choose('Primary industry', '62011');
  choose('Secondary industry', '70201');
  const office = group('Registered address');
  type('Postal code', '018989', office);
  type('Block / House number', '1', office);
  type('Street name', 'Marina Boulevard', office);
}

/** The progress the bank holds now. */
const held = () => getOnboardingProgress();

describe('the manual path', () => {
  // Some 6 s alone: four pages against the bank, with every country in several selects. Two test
  // workers on a busy machine made it 21 s, past the 20 s default.
  it('completes manual onboarding with uploads and submits', { timeout: 60_000 }, async () => {
    bank.setToggle('boardResolutionRemoval', true);
    const location = openOnboardingAt('/onboarding/manual/personal-entity-details');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Business Details' }),
    ).toBeDefined();
    expect(stepperSteps()).toEqual([
      '*Business Details',
      'Business Profile',
      'Card Creation',
      'Upload',
      'Review & Edit',
    ]);

    // Continue with nothing typed: every required field says so, nothing is sent.
    click('Continue');
    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThan(10);
    expect(await held()).toBeNull();

    // Spaces alone are no name; what was typed stays.
    type('First name', '   ');
    fireEvent.blur(field('First name'));
    expect(await screen.findByText('This field cannot contain only spaces.')).toBeDefined();
    expect(field('First name').value).toBe('   ');
    fillBusinessDetails();
    click('Save');
    expect(await screen.findByText('Progress saved')).toBeDefined();
    expect(screen.getByText('Your progress has been saved.')).toBeDefined();
    expect(await held()).toMatchObject({
      kycSource: 'KYCSourceManual',
      lastSavedPage: 'OnboardingLastSavedPageBasicDetails',
      registrationFormVersion: 3,
      data: { details: { firstName: 'Mei Ling', uen: '201912345K' } },
    });

    click('Continue');
    await waitFor(() =>
      expect(location.history.at(-1)).toBe('/onboarding/manual/business-details'),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Business Profile' }),
    ).toBeDefined();
    expect((await held())?.lastSavedPage).toBe('OnboardingLastSavedPageBusinessDetails');
    expect(stepperSteps()).toEqual([
      'Business Details',
      '*Business Profile',
      'Card Creation',
      'Upload',
      'Review & Edit',
    ]);

    // Business Profile.
    choose('Number of employees', '2-5');
    fireEvent.change(field('What does your business do?'), {
      target: { value: 'Wholesale of office supplies.' },
    });
    choose('Countries where your business operates', 'SG');
    expect(screen.getByRole('button', { name: 'Remove Singapore' })).toBeDefined();
    fireEvent.click(within(group('Sources of funds')).getByLabelText('Other'));
    fireEvent.click(
      within(group('What will you use the account for?')).getByLabelText('Paying suppliers'),
    );
    click('Continue');
    // 'Other' asks what it is.
    expect(await screen.findByText('This field is required')).toBeDefined();
    type('Other source of funds', 'Royalties');
    // A mailing address of its own keeps the business's country (spec-1 §5).
    fireEvent.click(field('The mailing address is the registered address'));
    const mailing = group('Mailing address');
    expect(field('Country', mailing).value).toBe('Singapore');
    expect(field('Country', mailing).readOnly).toBe(true);
    type('Postal code', '049315', mailing);
    type('Block / House number', '8', mailing);
    type('Street name', 'Robinson Road', mailing);
    click('Continue');

    // Card Creation, the next part of the page.
    expect(await screen.findByRole('heading', { level: 1, name: 'Card Creation' })).toBeDefined();
    expect(stepperSteps()[2]).toBe('*Card Creation');
    expect(field('Name on card').value).toBe('Mei Ling Tan');
    fireEvent.click(screen.getByRole('radio', { name: 'Business mailing address' }));
    click('Continue');
    await waitFor(() =>
      expect(location.history.at(-1)).toBe('/onboarding/manual/upload-documents'),
    );

    // Upload: the newer form (boardResolutionRemoval on), one list of documents.
    const input = await screen.findByLabelText<HTMLInputElement>(/^Supporting documents/);
    expect(screen.queryByLabelText(/^Board resolution/)).toBeNull();
    expect(stepperSteps()[3]).toBe('*Upload');
    fireEvent.change(input, { target: { files: [pdf('acra-profile.pdf')] } });
    expect(await screen.findByText('acra-profile.pdf')).toBeDefined();
    fireEvent.click(field('I will e-mail the authorisation letter'));
    await uploadsDone();
    click('Continue');
    await waitFor(() => expect(location.history.at(-1)).toBe('/onboarding/manual/review'));
    expect(storedApplication(NEW_APPLICANT)?.authorizationLetterByEmail).toBe(true);

    // Review & Edit: every step, with Edit back to it.
    expect(await screen.findByRole('heading', { level: 1, name: 'Review & Edit' })).toBeDefined();
    const details = screen.getByRole('region', { name: 'Business Details' });
    expect(within(details).getByText('Mei Ling Tan')).toBeDefined();
    expect(
      await within(details).findByText('Development of software and applications'),
    ).toBeDefined();
    expect(
      within(details).getByRole('link', { name: 'Edit Business Details' }).getAttribute('href'),
    ).toBe('/onboarding/manual/personal-entity-details');
    expect(
      within(screen.getByRole('region', { name: 'Business Profile' })).getByText(
        'Other: Royalties',
      ),
    ).toBeDefined();
    click('Submit');
    await waitFor(() => expect(location.history.at(-1)).toBe('/account-opening/submitted'));
    // The bank took the submission (its contract parsed it) and the status was read again.
    expect(session.kyc?.companyKycStatus).toBe('SUBMITTED');
    const application = storedApplication(NEW_APPLICANT);
    expect(application?.kycSource).toBe('KYCSourceManual');
    expect(application?.submission).toMatchObject({
      person: {
        firstName: 'Mei Ling',
        lastName: 'Tan',
        name: 'Mei Ling Tan',
        gender: 'Female',
        nationalityCode: 'SG',
        nationality: 'Singapore',
        residentialAddress: { country: 'SG', postal: '238801', street: 'Orchard Road' },
      },
      entity: { uen: '201912345K', primaryActivity: '62011', legalEntityType: 'Local Company' },
      businessProfile: {
        sourceOfFunds: ['Other'],
        othersource: 'Royalties',
        isMailingAddressSame: false,
        mailingAddress: { country: 'SG', postal: '049315' },
      },
      card: { nameOnCard: 'Mei Ling Tan', cardAddressType: 'MAILING_ADDRESS' },
      appointments: [],
      shareholders: [],
    });
    expect(application?.submission?.documentReferenceIds).toHaveLength(1);
    expect(await held()).toBeNull();
  });

  it("marks the review's required fields that are missing and submits nothing", async () => {
    const details = {
      ...detailsFromRegistry(undefined, undefined),
      firstName: 'Mei',
      lastName: 'Tan',
    };
    await saveOnboardingProgress({
      kycSource: 'KYCSourceManual',
      lastSavedPage: 'OnboardingLastSavedPageReview',
      registrationFormVersion: 3,
      data: { details, profile: emptyProfile() },
    });
    openOnboardingAt('/onboarding/manual/review');
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Some details are missing. Please complete the fields marked below.'),
    ).toBeDefined();
    const rows = within(screen.getByRole('region', { name: 'Business Details' }));
    for (const label of [
      'Gender',
      'Date of birth',
      'Nationality',
      'Identity number',
      'Business name',
      'Registration number (UEN)',
      'Date of incorporation',
      'Country of incorporation',
      'Company type',
      'Primary industry',
      'Secondary industry',
      'Registered address',
    ])
      expect(rows.getByText(label).nextElementSibling?.textContent).toContain(
        'This field is required',
      );
    expect(rows.getByText('Name').nextElementSibling?.textContent).toBe('Mei Tan');
    expect(storedApplication(NEW_APPLICANT)?.submission ?? null).toBeNull();
  });

  it('shows the deprecated upload form, with the board resolution apart, while the toggle is off', async () => {
    await saveOnboardingProgress(progressAt('OnboardingLastSavedPageUpload', 'Local Company'));
    openOnboardingAt('/onboarding/manual/upload-documents');
    expect(await screen.findByLabelText(/^Board resolution/)).toBeDefined();
    fireEvent.change(screen.getByLabelText(/^Supporting documents/), {
      target: { files: [pdf('acra.pdf')] },
    });
    expect(await screen.findByText('acra.pdf')).toBeDefined();
    await uploadsDone();
    click('Continue');
    // The board resolution is required on this form.
    expect(await screen.findByText('This field is required')).toBeDefined();
    expect((await held())?.lastSavedPage).toBe('OnboardingLastSavedPageUpload');
  });

  it('gives a sole proprietorship the newer form whatever the toggle', async () => {
    await saveOnboardingProgress(progressAt('OnboardingLastSavedPageUpload', 'Business'));
    openOnboardingAt('/onboarding/manual/upload-documents');
    expect(await screen.findByLabelText(/^Supporting documents/)).toBeDefined();
    expect(screen.queryByLabelText(/^Board resolution/)).toBeNull();
  });
});

describe('saving and resuming (spec-1 §4)', () => {
  it('saves what the page holds before logging out', async () => {
    openOnboardingAt('/onboarding/manual/personal-entity-details');
    await screen.findByRole('heading', { level: 1, name: 'Business Details' });
    type('Identity number (NRIC or FIN)', 'S8812345D');
    await act(() => runBeforeSignOut());
    expect(await held()).toMatchObject({
      lastSavedPage: 'OnboardingLastSavedPageBasicDetails',
      data: { details: { uinfin: 'S8812345D' } },
    });
    expect(screen.queryByText('Progress saved')).toBeNull();
  });

  it('leaves mid-way, signs in again and resumes at the saved step with what was typed', async () => {
    await saveOnboardingProgress(
      progressAt('OnboardingLastSavedPageBusinessDetails', 'Local Company'),
    );
    const location = openOnboardingAt('/kyc');
    await waitFor(() =>
      expect(location.history.at(-1)).toBe('/onboarding/manual/business-details'),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Business Profile' }),
    ).toBeDefined();
    click('Back');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Business Details' }),
    ).toBeDefined();
    expect(field('Business name').value).toBe('Nimbus Trading Pte. Ltd.');
  });

  it("resumes the registry demo applicant at Business Profile, going by the registry's data", async () => {
    session.claims = null;
    await signInApplicantAtBank('registry@demo.test');
    const location = openOnboardingAt('/kyc');
    await waitFor(() =>
      expect(location.history.at(-1)).toBe('/onboarding/myinfo/business-details'),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Business Profile' }),
    ).toBeDefined();
    expect(stepperSteps()[2]).toBe('*Business Profile');
    expect(screen.getByRole('button', { name: 'Apply manually instead' })).toBeDefined();
  });
});

/** The demo applicant new@demo.test's company. */
const NEW_APPLICANT = 'CORP-APPL-0001';

const pdf = (name: string) => new File(['%PDF-1.7\n'], name, { type: 'application/pdf' });

/** Manual progress at `page`, with Business Details of a business of `legalEntityType`. */
function progressAt(
  page: OnboardingProgress['lastSavedPage'],
  legalEntityType: string,
): OnboardingProgress {
  return {
    kycSource: 'KYCSourceManual',
    lastSavedPage: page,
    registrationFormVersion: 3,
    data: {
      details: {
        ...detailsFromRegistry(undefined, undefined),
        firstName: 'Mei Ling',
        lastName: 'Tan',
        entityName: 'Nimbus Trading Pte. Ltd.',
        legalEntityType,
      },
    },
  };
}
