import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { LoginPage } from './support/loginPage';
import { recordedCalls, scheduleMaintenance, waitForMockBank } from './support/mockBank';

// The lead time counts the user's calendar days (docs/decisions/maintenance.md 'Notices'): the browser's clock
// and zone are set, and the mock bank, which runs in the page, reads the same clock.
test.use({ timezoneId: 'Asia/Singapore' });

// Product maintenance on Monday 2 March 2026, 02:00-04:00 in Singapore: a Monday start has 4
// days' lead, so its banner shows from Thursday 26 February, 00:00.
const START = '2026-03-02T02:00:00+08:00';
const END = '2026-03-02T04:00:00+08:00';
const WEDNESDAY_LATE = new Date('2026-02-25T23:30:00+08:00');
const THURSDAY_EARLY = new Date('2026-02-26T00:30:00+08:00');
const BANNER_TEXT =
  'Some services may be unavailable from 2 Mar 2026, 02:00 to 2 Mar 2026, 04:00 while we carry out scheduled maintenance.';
const NOTICES = '/v1/boom/auth/maintenance';

/**
 * The login page at `time`, once it has read the notices: in mock mode it reads them when the
 * bank runs (a visitor's first click or key; here the test starts it).
 */
async function loginPageAt(page: Page, time: Date): Promise<void> {
  await page.clock.setFixedTime(time);
  await new LoginPage(page).open();
  await waitForMockBank(page);
  await expect
    .poll(async () => (await recordedCalls(page)).some((c) => c.path === NOTICES))
    .toBe(true);
}

test('a maintenance notice starting next Monday shows its banner from Thursday and not on Wednesday', async ({
  page,
}) => {
  await loginPageAt(page, WEDNESDAY_LATE);
  await scheduleMaintenance(page, {
    maintenanceModeType: 'E6Ledger',
    startDateTime: START,
    endDateTime: END,
    impactedFeatures: 'login',
  });

  // Wednesday 23:30: five days before, outside the lead time.
  await loginPageAt(page, WEDNESDAY_LATE);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByText(BANNER_TEXT)).toHaveCount(0);

  // Thursday 00:30: within the 4 days before a Monday start.
  await loginPageAt(page, THURSDAY_EARLY);
  const banner = page.getByRole('status').filter({ hasText: 'Scheduled maintenance' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(BANNER_TEXT);
  await expectNoViolations(page);
});
