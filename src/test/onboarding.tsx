import { render, screen, within } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { vi } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type * as Kyc from '../api/kyc';
import { session } from '../api/session';
import { readClaims, storeTokens } from '../api/tokens';
import { applicantsStore } from '../mirage/stores/applicants';
import { signIn } from '../mirage/testing';
import { ONBOARDING_ROUTES } from '../features/onboarding/routes';
import type { KycDocument, OnboardingProgress } from '../shared/domain/onboarding';
import { Toaster } from '../shared/ui/Toaster';

/*
 * The onboarding pages' tests: an in-memory stand-in for the bank's KYC calls (the test files
 * vi.mock src/api/kyc with it), the applicant's session, and the feature's routes in a memory
 * router.
 */

export const INDUSTRIES = [
  { code: '62011', name: 'Development of software and applications' },
  { code: '70201', name: 'Management consultancy services' },
];

/** What the stand-in bank holds, and its calls, to plug into the mocked src/api/kyc. */
export function fakeKycBank() {
  const held = {
    progress: null as OnboardingProgress | null,
    documents: [] as KycDocument[],
  };
  let next = 1;
  const calls = {
    getOnboardingProgress: async () => structuredClone(held.progress),
    saveOnboardingProgress: async (progress: OnboardingProgress) => {
      held.progress = structuredClone(progress);
      return {};
    },
    deleteOnboardingProgress: async () => {
      held.progress = null;
      return {};
    },
    listIndustries: async () => INDUSTRIES,
    listKycDocuments: async () => structuredClone(held.documents),
    uploadKycDocument: async (file: File) => {
      const id = `DOC-${next++}`;
      held.documents.push({
        reference_id: id,
        referenceID: id,
        fileName: file.name,
        signedURL: '',
        uid: id,
      });
      return { referenceId: id, fileName: file.name };
    },
    deleteKycDocument: async (id: string) => {
      held.documents = held.documents.filter((d) => d.referenceID !== id);
      return {};
    },
    deleteAllKycDocuments: async () => {
      held.documents = [];
      return {};
    },
  } satisfies Partial<typeof Kyc>;
  return { held, calls };
}

/** Plugs the stand-in's calls into the mocked module's functions. */
export function useFakeKycBank(kyc: typeof Kyc) {
  const bank = fakeKycBank();
  for (const [name, impl] of Object.entries(bank.calls))
    vi.mocked(kyc[name as keyof typeof bank.calls]).mockImplementation(impl as never);
  return bank.held;
}

/** The demo applicant admin, signed in (the claims the pages read). */
export function signInApplicant(): void {
  session.claims = {
    role: 'admin',
    corpID: 'CORP-APPL-0001',
    sub: 'USR-APPL-1',
    email: 'new@demo.test',
    exp: 0,
    scope: 'access',
  };
}

/**
 * Signs a demo applicant in at the mock bank (started with startBankWithClient): tokens stored,
 * the session's claims set.
 */
export async function signInApplicantAtBank(email = 'new@demo.test'): Promise<void> {
  const pair = await signIn(email);
  storeTokens(pair);
  session.claims = readClaims(pair.accessToken);
}

/** The mock bank's record of an applicant company's application (the submission in it). */
export function storedApplication(corpID: string) {
  return applicantsStore.load()?.applications[corpID];
}

const PAGES = ONBOARDING_ROUTES.map((route) => ({ path: route.path, Page: lazy(route.load) }));

/** The feature's routes in a memory router at `path`, with the toasts; returns the location. */
export function openOnboardingAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Suspense fallback={<p>Loading page</p>}>
        <Switch>
          {PAGES.map(({ path: pattern, Page }) => (
            <Route key={pattern} path={pattern} component={Page} />
          ))}
        </Switch>
      </Suspense>
      <Toaster />
    </Router>,
  );
  return location;
}

/** The steps of the stepper, the current one marked with '*'. */
export function stepperSteps(): string[] {
  const list = screen.getByRole('list', { name: 'Onboarding steps' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) =>
      item.getAttribute('aria-current') === 'step'
        ? `*${item.textContent?.replace(/^\d/, '')}`
        : (item.textContent?.replace(/^\d/, '') ?? ''),
    );
}
