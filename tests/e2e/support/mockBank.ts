import type { Page } from '@playwright/test';

/** Drives the in-page mock bank's controls (window.__mockBank) from a test. */
interface Controls {
  faults: {
    setLatency(ms: number): void;
    failNext(path: string, code: string, status?: number): void;
    setNetworkDown(down: boolean): void;
    clear(): void;
  };
  calls(): { method: string; path: string; at: number }[];
  clearCalls(): void;
  currentTotp(email: string): string | null;
  demoUsers(): { email: string; totpSecret?: string }[];
}

declare global {
  interface Window {
    __mockBank?: Controls;
  }
}

export async function waitForMockBank(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__mockBank !== undefined);
}

export async function failNext(page: Page, path: string, code: string, status = 400): Promise<void> {
  await waitForMockBank(page);
  await page.evaluate(([p, c, s]) => window.__mockBank?.faults.failNext(p, c, s), [path, code, status] as const);
}

export async function recordedCalls(page: Page): Promise<{ method: string; path: string }[]> {
  await waitForMockBank(page);
  return page.evaluate(() => window.__mockBank?.calls() ?? []);
}

export async function totpSecretOf(page: Page, email: string): Promise<string> {
  await waitForMockBank(page);
  const secret = await page.evaluate((e) => window.__mockBank?.demoUsers().find((u) => u.email === e)?.totpSecret, email);
  if (!secret) throw new Error(`no TOTP secret for ${email}`);
  return secret;
}
