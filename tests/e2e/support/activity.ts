import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Manage › Activity log (issue 24: 'the activity log shows each of these'): opens it, filters by
 * a kind (its label) when given, and answers its rows, newest first. The signed-in user must be
 * an admin or sub-admin.
 */
export async function activityRows(page: Page, kind?: string): Promise<Locator> {
  await page.goto('/manage/activity');
  const log = page.getByRole('table', { name: 'Activity, newest first' });
  await expect(log).toBeVisible();
  if (kind) await page.getByLabel('Kind').selectOption({ label: kind });
  return log.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
}
