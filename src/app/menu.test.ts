import { describe, expect, it } from 'vitest';
import { buildBottomMenu, buildMenu, requestFeatureHref } from './menu';
import { ROUTES } from './routeTable';
import { ROLES } from '../shared/domain/roles';

const admin = { role: 'admin' as const, email: 'admin@demo.test' };
const approvalsOn = { approvals: true };
const approvalsItem = (entries: ReturnType<typeof buildMenu>) =>
  entries.find((e) => e.path === '/manage/approvals');

describe('menu badges', () => {
  it('shows the pending approvals count on the Approvals item, labelled for screen readers', () => {
    const item = approvalsItem(
      buildMenu(admin, approvalsOn, 'main', ROUTES, { pendingApprovals: 3 }),
    );
    expect(item).toMatchObject({ label: 'Approvals', badge: 3, badgeLabel: '3 pending' });
  });

  it('shows no badge while nothing is pending or the count is not synced yet', () => {
    expect(
      approvalsItem(buildMenu(admin, approvalsOn, 'main', ROUTES, { pendingApprovals: 0 }))?.badge,
    ).toBeUndefined();
    expect(approvalsItem(buildMenu(admin, approvalsOn, 'main', ROUTES, {}))?.badge).toBeUndefined();
  });

  it('gives no other item the count', () => {
    const badged = buildMenu(admin, approvalsOn, 'main', ROUTES, { pendingApprovals: 5 }).filter(
      (e) => e.badge !== undefined,
    );
    expect(badged.map((e) => e.path)).toEqual(['/manage/approvals']);
  });

  it('hides Approvals (and its count) when the approvals toggle is off', () => {
    expect(
      approvalsItem(
        buildMenu(admin, { approvals: false }, 'main', ROUTES, { pendingApprovals: 3 }),
      ),
    ).toBeUndefined();
  });
});

describe('Request a Feature', () => {
  const company = 'Demo Trading Pte. Ltd.';
  const bottom = (url: string | undefined) =>
    buildBottomMenu(admin, {}, { url, companyName: company });
  const requestFeature = (url: string | undefined) =>
    bottom(url).find((e) => e.key === 'request-feature');

  it('opens the configured form first in the bottom group, prefilled with the e-mail and company name', () => {
    const entries = bottom('https://feedback.example.com/request-a-feature?source=app');
    expect(entries[0]).toMatchObject({ label: 'Request a Feature' });
    const href = new URL(entries[0]?.href ?? '');
    expect(href.origin + href.pathname).toBe('https://feedback.example.com/request-a-feature');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      source: 'app',
      email: 'admin@demo.test',
      company: 'Demo Trading Pte. Ltd.',
    });
    expect(entries[0]?.path).toBeUndefined();
  });

  it.each([
    ['no requestFeatureUrl in config.json', undefined],
    ['an empty string', ''],
    ['only spaces', '   '],
    ['a relative path', '/request-a-feature'],
    ['not an address', 'feedback form'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a mailto: URL', 'mailto:feedback@example.com'],
  ])('is hidden for %s', (_case, url) => {
    expect(requestFeature(url)).toBeUndefined();
    expect(requestFeatureHref(url, 'admin@demo.test', company)).toBeUndefined();
    // The rest of the bottom group is unaffected.
    expect(bottom(url).map((e) => e.key)).toEqual(['settings']);
  });

  it('accepts a plain http address and encodes the prefilled values', () => {
    expect(
      requestFeatureHref(' http://intranet.example/form ', 'a+b@demo.test', 'A & B Pte. Ltd.'),
    ).toBe('http://intranet.example/form?email=a%2Bb%40demo.test&company=A+%26+B+Pte.+Ltd.');
  });
});

describe('menu by role', () => {
  it('offers Manage › People to the admin and the sub-admin only', () => {
    const seesPeople = ROLES.filter((role) =>
      buildMenu({ role, email: `${role}@demo.test` }, approvalsOn, 'main', ROUTES, {})
        .flatMap((e) => [e, ...(e.children ?? [])])
        .some((e) => e.path === '/manage/people'),
    );
    expect(seesPeople).toEqual(['admin', 'sub-admin']);
  });
});

const settingsOf = (role: (typeof ROLES)[number]) =>
  buildBottomMenu({ role, email: `${role}@demo.test` }, {}, { url: undefined, companyName: '' })
    .find((e) => e.key === 'settings')
    ?.children?.map((e) => e.label);

describe('Settings › Tutorial', () => {
  it('is in the Settings group after General, Change password and Authenticator, for admin, sub-admin and finance only; Support for every role', () => {
    expect(settingsOf('admin')).toEqual([
      'General',
      'Change password',
      'Authenticator',
      'Tutorial',
      'Support',
      'Logout',
    ]);
    expect(settingsOf('sub-admin')).toEqual([
      'General',
      'Change password',
      'Authenticator',
      'Tutorial',
      'Support',
      'Logout',
    ]);
    expect(settingsOf('finance')).toEqual([
      'General',
      'Change password',
      'Authenticator',
      'Tutorial',
      'Support',
      'Logout',
    ]);
    expect(settingsOf('accountant')).toEqual([
      'General',
      'Change password',
      'Authenticator',
      'Support',
      'Logout',
    ]);
    expect(settingsOf('general')).toEqual([
      'General',
      'Change password',
      'Authenticator',
      'Support',
      'Logout',
    ]);
  });
});

const withApprovals = (role: (typeof ROLES)[number]) =>
  buildBottomMenu(
    { role, email: `${role}@demo.test` },
    { approvals: true },
    { url: undefined, companyName: '' },
  )
    .find((e) => e.key === 'settings')
    ?.children?.map((e) => e.label);

describe('Settings › Approval Policy', () => {
  it('follows Authenticator for admin and sub-admin while approvals are on; nobody else has it', () => {
    for (const role of ['admin', 'sub-admin'] as const)
      expect(withApprovals(role)).toEqual([
        'General',
        'Change password',
        'Authenticator',
        'Approval Policy',
        'Tutorial',
        'Support',
        'Logout',
      ]);
    for (const role of ['finance', 'accountant', 'general'] as const)
      expect(withApprovals(role)).not.toContain('Approval Policy');
    expect(settingsOf('admin')).not.toContain('Approval Policy');
  });
});

describe('the Cards entry (spec-3 §2 Shell and navigation)', () => {
  it.each(ROLES)('is in the main menu of %s, after Transfers and before Transactions', (role) => {
    const labels = buildMenu({ role, email: `${role}@demo.test` }, approvalsOn, 'main', ROUTES, {})
      .map((e) => e.label)
      .filter((label) => ['Transfers', 'Cards', 'Transactions'].includes(label));
    const transfers = labels[0] === 'Transfers' ? ['Transfers'] : [];
    expect(labels).toEqual([...transfers, 'Cards', 'Transactions']);
  });
});

const rewardsItem = (role: (typeof ROLES)[number], newRewards?: number) =>
  buildMenu({ role, email: `${role}@demo.test` }, approvalsOn, 'main', ROUTES, {
    newRewards,
  }).find((e) => e.path === '/rewards');

describe('the Rewards entry (spec-3 §2 Shell and navigation)', () => {
  it.each(['admin', 'sub-admin', 'finance', 'accountant'] as const)(
    "is the main menu's last item for %s",
    (role) => {
      const entries = buildMenu({ role, email: `${role}@demo.test` }, approvalsOn, 'main', ROUTES);
      expect(entries.at(-1)?.label).toBe('Rewards');
    },
  );

  it('is not offered to the general role, whom the bank refuses', () => {
    expect(rewardsItem('general')).toBeUndefined();
  });

  it('marks new cashback or referral rewards, labelled for screen readers', () => {
    expect(rewardsItem('admin', 1)).toMatchObject({ badge: 1, badgeLabel: 'New rewards' });
    expect(rewardsItem('admin', 2)).toMatchObject({
      badge: 2,
      badgeLabel: 'New cashback and referral rewards',
    });
    expect(rewardsItem('admin', 0)?.badge).toBeUndefined();
  });
});
