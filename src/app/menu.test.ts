import { describe, expect, it } from 'vitest';
import { buildMenu } from './menu';
import { ROUTES } from './routeTable';

const admin = { role: 'admin' as const, email: 'admin@demo.test' };
const approvalsOn = { approvals: true };
const approvalsItem = (entries: ReturnType<typeof buildMenu>) => entries.find((e) => e.path === '/manage/approvals');

describe('menu badges', () => {
  it('shows the pending approvals count on the Approvals item, labelled for screen readers', () => {
    const item = approvalsItem(buildMenu(admin, approvalsOn, 'main', ROUTES, { pendingApprovals: 3 }));
    expect(item).toMatchObject({ label: 'Approvals', badge: 3, badgeLabel: '3 pending' });
  });

  it('shows no badge while nothing is pending or the count is not synced yet', () => {
    expect(approvalsItem(buildMenu(admin, approvalsOn, 'main', ROUTES, { pendingApprovals: 0 }))?.badge).toBeUndefined();
    expect(approvalsItem(buildMenu(admin, approvalsOn, 'main', ROUTES, {}))?.badge).toBeUndefined();
  });

  it('gives no other item the count', () => {
    const badged = buildMenu(admin, approvalsOn, 'main', ROUTES, { pendingApprovals: 5 }).filter((e) => e.badge !== undefined);
    expect(badged.map((e) => e.path)).toEqual(['/manage/approvals']);
  });

  it('hides Approvals (and its count) when the approvals toggle is off', () => {
    expect(approvalsItem(buildMenu(admin, { approvals: false }, 'main', ROUTES, { pendingApprovals: 3 }))).toBeUndefined();
  });
});
