import { describe, expect, it } from 'vitest';
import { resumeTarget } from '../../../shared/routing/onboardingResume';
import { sourceOf } from './progress';
import { savedPageOf, STEP_PAGE_ORDER, STEP_PAGE_PATHS } from './steps';

describe('what each step page saves', () => {
  it.each(['manual', 'registry'] as const)('reopens the same page on resume (%s path)', (path) => {
    for (const page of STEP_PAGE_ORDER) {
      const progress = {
        kycSource: sourceOf(path),
        lastSavedPage: savedPageOf(path, page),
        registrationFormVersion: 3,
        data: {},
      };
      expect(resumeTarget(progress, 'admin')).toBe(STEP_PAGE_PATHS[path][page]);
    }
  });
});
