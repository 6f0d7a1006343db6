import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { waitForMockBank } from './support/mockBank';
import { signInAs } from './support/session';

/**
 * Issue 25, item 7: Rewards. Card payments the bank authorises earn 1 % cashback: the month's
 * estimate on the Cashback page grows by exactly 1 % of what was spent; the Referrals page shows the
 * company's code and the S$50 offer; the menu's Rewards mark (rewards/notify) clears once both
 * lists were read. The rules (rounding, refunds, disbursement, roles, codes) are route and dom
 * tests (src/mirage/routes/rewards.test.ts, src/features/rewards).
 */

/** 'S$1,234.56' in cents, and back. */
const cents = (text: string | null) =>
  Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
const sgd = (c: number) =>
  `S$${(c / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const rewardsPages = (page: Page) => page.getByRole('navigation', { name: 'Rewards pages' });

test('cashback for the month is 1 % of the card spend; the referral page shows the code and the S$50 offer; the Rewards mark clears', async ({
  page,
}) => {
  await signInAs(page, 'admin@demo.test');
  await waitForMockBank(page);
  await expect(
    nav(page).getByRole('link', { name: 'Rewards New cashback and referral rewards' }),
  ).toBeVisible();
  await nav(page)
    .getByRole('link', { name: /^Rewards/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Rewards', level: 1 })).toBeVisible();
  await expect(page.getByText('1% unlimited cashback on every card purchase.')).toBeVisible();
  await expect(rewardsPages(page).getByRole('link', { name: /^Perks/ })).toHaveAttribute(
    'href',
    'https://perks.example.com/',
  );
  await expectNoViolations(page);

  await rewardsPages(page).getByRole('link', { name: 'Cashback' }).click();
  await expect(page).toHaveURL(/\/rewards\/cashback$/);
  await expect(page.getByRole('heading', { name: 'Cashback', level: 1 })).toBeVisible();
  // The month so far already has the seeded card purchases' cashback.
  const before = cents(await page.getByTestId('cashback-estimate').textContent());
  // S$120.00 and S$80.00 at merchants on the admin's physical card (SGD main account).
  const approved = await page.evaluate(() =>
    [120_000_000, 80_000_000].map(
      (amount) =>
        window.__mockBank?.authoriseCard({
          cardId: 'CARD-0001',
          merchant: { name: 'Grab', categoryCode: '4121' },
          amount,
          currency: 'SGD',
        }).approved,
    ),
  );
  expect(approved).toEqual([true, true]);

  await page.goBack();
  await rewardsPages(page).getByRole('link', { name: 'Cashback' }).click();
  // 1 % of S$200.00 more.
  await expect(page.getByTestId('cashback-estimate')).toHaveText(sgd(before + 200));
  await expect(page.getByRole('list', { name: 'Cashback received' })).toBeVisible();
  await expect(page.getByText('Total in SGD')).toBeVisible();
  await expectNoViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(page, 'colours');
  await expect(nav(page).getByRole('link', { name: 'Rewards New rewards' })).toBeVisible();

  await page.goBack();
  await rewardsPages(page).getByRole('link', { name: 'Referrals' }).click();
  await expect(page.getByRole('heading', { name: 'Referrals', level: 1 })).toBeVisible();
  await expect(page.getByTestId('referral-code')).toHaveText('DEMOTR0001');
  await expect(page.getByRole('heading', { name: 'Earn S$50' })).toBeVisible();
  await expect(
    page.getByText(
      "Refer a business to get S$50 when it makes a first card purchase of at least S$5 within 90 days of its account's approval.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Businesses you referred' })).toContainText(
    'Harbour Florist Pte. Ltd.',
  );
  await expectNoViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expectNoViolations(page, 'colours');
  await expect(nav(page).getByRole('link', { name: 'Rewards', exact: true })).toBeVisible();
});
