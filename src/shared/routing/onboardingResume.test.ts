import { describe, expect, it } from 'vitest';
import type { KycSource, LastSavedPage, OnboardingProgress } from '../domain/onboarding';
import { resumeTarget } from './onboardingResume';

const progress = (
  kycSource: KycSource,
  lastSavedPage: LastSavedPage,
  registrationFormVersion = 3,
): OnboardingProgress => ({ kycSource, lastSavedPage, registrationFormVersion, data: {} });

describe('resumeTarget (spec-1 §4 Onboarding resume)', () => {
  it('sends an admin without saved progress to the start page', () => {
    expect(resumeTarget(null, 'admin')).toBe('/onboarding');
  });

  it('sends progress of form version 1 to the start page', () => {
    expect(
      resumeTarget(progress('KYCSourceManual', 'OnboardingLastSavedPageUpload', 1), 'admin'),
    ).toBe('/onboarding');
  });

  describe('version 3 and above: the step of source and last page', () => {
    it.each([
      ['OnboardingLastSavedPageBasicDetails', '/onboarding/manual/personal-entity-details'],
      ['OnboardingLastSavedPageMyInfoDetails', '/onboarding/manual/personal-entity-details'],
      ['OnboardingLastSavedPageBusinessDetails', '/onboarding/manual/business-details'],
      ['OnboardingLastSavedPageOtherDetails', '/onboarding/manual/business-details'],
      ['OnboardingLastSavedPageUpload', '/onboarding/manual/upload-documents'],
      ['OnboardingLastSavedPageDeclaration', '/onboarding/manual/review'],
      ['OnboardingLastSavedPageReview', '/onboarding/manual/review'],
    ] as const)('manual, %s -> %s', (page, target) => {
      expect(resumeTarget(progress('KYCSourceManual', page), 'admin')).toBe(target);
    });

    it.each([
      ['OnboardingLastSavedPageMyInfoDetails', '/onboarding/myinfo/my-details'],
      ['OnboardingLastSavedPageBasicDetails', '/onboarding/myinfo/my-details'],
      ['OnboardingLastSavedPageBusinessDetails', '/onboarding/myinfo/business-details'],
      ['OnboardingLastSavedPageOtherDetails', '/onboarding/myinfo/business-details'],
      ['OnboardingLastSavedPageUpload', '/onboarding/myinfo/upload-documents'],
      ['OnboardingLastSavedPageReview', '/onboarding/myinfo/review'],
    ] as const)('registry, %s -> %s', (page, target) => {
      expect(resumeTarget(progress('KYCSourceMyInfo', page), 'admin')).toBe(target);
    });

    it("sends an unknown page to the path's start step", () => {
      expect(
        resumeTarget(progress('KYCSourceManual', 'OnboardingLastSavedPageUnknown', 4), 'admin'),
      ).toBe('/onboarding/manual/personal-entity-details');
      // The registry's first step begins with the registry choice on the selection page.
      expect(
        resumeTarget(progress('KYCSourceMyInfo', 'OnboardingLastSavedPageUnknown'), 'admin'),
      ).toBe('/select-registration-method');
    });

    it('sends progress with no source to the selection page', () => {
      expect(
        resumeTarget(progress('KYCSourceUnknown', 'OnboardingLastSavedPageUpload'), 'admin'),
      ).toBe('/select-registration-method');
    });
  });

  describe('version 2: the matching step of the path, unknown to the selection page', () => {
    it('maps each last page to its step', () => {
      expect(
        resumeTarget(progress('KYCSourceManual', 'OnboardingLastSavedPageUpload', 2), 'admin'),
      ).toBe('/onboarding/manual/upload-documents');
      expect(
        resumeTarget(
          progress('KYCSourceMyInfo', 'OnboardingLastSavedPageBusinessDetails', 2),
          'admin',
        ),
      ).toBe('/onboarding/myinfo/business-details');
    });

    it('sends an unknown page to the selection page', () => {
      expect(
        resumeTarget(progress('KYCSourceManual', 'OnboardingLastSavedPageUnknown', 2), 'admin'),
      ).toBe('/select-registration-method');
      expect(
        resumeTarget(
          progress('KYCSourceManual', 'OnboardingLastSavedPageNonAdminUpload', 2),
          'admin',
        ),
      ).toBe('/select-registration-method');
    });
  });

  describe('a member joining a company', () => {
    it('goes to the join-company upload step when the last page is NonAdminUpload', () => {
      expect(
        resumeTarget(
          progress('KYCSourceManual', 'OnboardingLastSavedPageNonAdminUpload'),
          'accountant',
        ),
      ).toBe('/kyc/upload');
    });

    it('goes to the join-company basic details otherwise', () => {
      expect(resumeTarget(null, 'finance')).toBe('/kyc/basic-detail');
    });
  });
});
