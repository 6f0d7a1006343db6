import type { Page } from '@playwright/test';

// window.__mockBank is declared by src/mirage/mockBank.ts: these are the controls it exposes.
import type { MockBankControls } from '../../../src/mirage/mockBank';
import type { MaintenanceRequest } from '../../../src/mirage/mockBankControls';
import type { Role } from '../../../src/shared/domain/roles';

export type { MockBankControls };

/** The mock bank starts when the page first needs it; a test that talks to it first starts it. */
export async function waitForMockBank(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__mockShell !== undefined);
  await page.evaluate(() => window.__mockShell?.start());
}

export async function failNext(
  page: Page,
  path: string,
  code: string,
  status = 400,
): Promise<void> {
  await waitForMockBank(page);
  await page.evaluate(([p, c, s]) => window.__mockBank?.faults.failNext(p, c, s), [
    path,
    code,
    status,
  ] as const);
}

export async function recordedCalls(page: Page): Promise<{ method: string; path: string }[]> {
  await waitForMockBank(page);
  return page.evaluate(() => window.__mockBank?.calls() ?? []);
}

export async function totpSecretOf(page: Page, email: string): Promise<string> {
  await waitForMockBank(page);
  const secret = await page.evaluate(
    (e) => window.__mockBank?.demoUsers().find((u) => u.email === e)?.totpSecret,
    email,
  );
  if (!secret) throw new Error(`no TOTP secret for ${email}`);
  return secret;
}

/** The next payout the bank executes fails (spec-2 §8): a refusal, or RETURN while in progress. */
export async function failNextPayout(
  page: Page,
  failure: 'RECIPIENT_NOT_FOUND' | 'BAD_FX_RATE_ERROR' | 'INSUFFICIENT_FUND' | 'RETURN',
): Promise<void> {
  await waitForMockBank(page);
  await page.evaluate((f) => window.__mockBank?.faults.failNextPayout(f), failure);
}

/** Moves the bank's clock forward: a payout is IN_PROGRESS after 1 minute, settled after 3. */
export async function advanceBankClock(page: Page, ms: number): Promise<void> {
  await waitForMockBank(page);
  await page.evaluate((m) => window.__mockBank?.advanceClock(m), ms);
}

/**
 * Schedules a maintenance window in the mock bank (kept across reloads until reset): its notice
 * is served with the scenario's, and a payout window pauses payouts while it is on.
 */
export async function scheduleMaintenance(page: Page, request: MaintenanceRequest): Promise<void> {
  await waitForMockBank(page);
  await page.evaluate((r) => {
    window.__mockBank?.scheduleMaintenance(r);
  }, request);
}

/**
 * Publishes a discovery announcement from now for a week (kept across reloads until reset), and
 * shows the dashboard's user guide again to `guideFor`; both appear at the next page load.
 */
export async function publishNotices(
  page: Page,
  announcement: {
    title: string;
    subtitle: string;
    roles?: Role[];
    ctaLabel?: string;
    link?: string;
  },
  guideFor?: string,
): Promise<void> {
  await waitForMockBank(page);
  await page.evaluate(
    ([a, email]) => {
      window.__mockBank?.publishAnnouncement(a);
      if (email) window.__mockBank?.showUserGuide(email);
    },
    [announcement, guideFor] as const,
  );
}
