import { describe, expect, it } from 'vitest';
import type { Announcement, ChecklistFlags } from '../../../shared/domain/notices';
import { ANNOUNCEMENT_CLOCK_SKEW_MS, announcementToShow } from './announcements';
import { checklistItems, checklistPercent, hasOwnCard } from './checklist';
import { guideSlidesFor } from './guideSlides';
import { topBanner } from './topBanner';

const FLAGS: ChecklistFlags = {
  firstTopUpCompleted: true,
  isCardActivated: true,
  firstCardTransactionCompleted: false,
  isAppDownloaded: false,
};

const holder = (userReferenceID: string) => ({ holder: { userReferenceID, name: 'N' } });

describe('the Actions checklist', () => {
  it('counts every item for a user with a card of their own: 2 of 4 is 50%', () => {
    const items = checklistItems(FLAGS, { topUpApplies: true, hasOwnCard: true });
    expect(items.map((i) => [i.label, i.done])).toEqual([
      ['Top up your account', true],
      ['Activate your card', true],
      ['Make your first card payment', false],
      ['Download the mobile app', false],
    ]);
    expect(checklistPercent(items)).toBe(50);
  });

  it('leaves out card activation without an own card: 1 of 3 is 33%, floored', () => {
    const items = checklistItems(FLAGS, { topUpApplies: true, hasOwnCard: false });
    expect(items.map((i) => i.id)).toEqual(['topUp', 'firstCardTransaction', 'appDownload']);
    expect(checklistPercent(items)).toBe(33);
  });

  it('floors 2 of 3 to 66%, not 67%', () => {
    const items = checklistItems(
      { ...FLAGS, firstCardTransactionCompleted: true },
      { topUpApplies: true, hasOwnCard: false },
    );
    expect(checklistPercent(items)).toBe(66);
  });

  it('leaves out top-up where it does not apply: 0 of 2 is 0%', () => {
    const items = checklistItems(FLAGS, { topUpApplies: false, hasOwnCard: false });
    expect(items.map((i) => i.id)).toEqual(['firstCardTransaction', 'appDownload']);
    expect(checklistPercent(items)).toBe(0);
  });

  it('links top-up to the accounts page and the card items to the cards page', () => {
    const items = checklistItems(FLAGS, { topUpApplies: true, hasOwnCard: true });
    expect(items.map((i) => i.href)).toEqual(['/account', '/cards', '/cards', undefined]);
  });

  it('knows an own card among the cached cards by its holder', () => {
    expect(hasOwnCard([holder('USR-1'), holder('USR-2')], 'USR-2')).toBe(true);
    expect(hasOwnCard([holder('USR-1')], 'USR-2')).toBe(false);
    expect(hasOwnCard(undefined, 'USR-2')).toBe(false);
    expect(hasOwnCard([holder('USR-1')], undefined)).toBe(false);
  });
});

const titles = (role: Parameters<typeof guideSlidesFor>[0]) =>
  guideSlidesFor(role).map((s) => s.title);

describe('the user guide', () => {
  it('shows the payment roles every slide and the restricted roles a reduced guide', () => {
    for (const role of ['admin', 'sub-admin', 'finance'] as const) {
      expect(titles(role)).toEqual([
        'Welcome to YouBiz',
        'Your accounts',
        'Send money',
        'Move money between your accounts',
        'Follow your transactions',
      ]);
    }
    expect(titles('accountant')).toEqual([
      'Welcome to YouBiz',
      'Your accounts',
      'Follow your transactions',
    ]);
    expect(titles('general')).toEqual(['Welcome to YouBiz', 'Follow your transactions']);
  });
});

describe('the top banners', () => {
  it('shows the first that wants to show, in the order referral, virtual card, CNY promo', () => {
    expect(topBanner({})).toBeNull();
    expect(topBanner({ cnyPromo: true })).toBe('cnyPromo');
    expect(topBanner({ cnyPromo: true, virtualCardCreated: true })).toBe('virtualCardCreated');
    expect(topBanner({ cnyPromo: true, virtualCardCreated: true, referral: true })).toBe(
      'referral',
    );
    expect(topBanner({ referral: false, cnyPromo: true })).toBe('cnyPromo');
  });
});

describe('the announcement to show', () => {
  const NOW = Date.parse('2026-03-10T12:00:00.000Z');
  const DAY = 86_400_000;
  const an = (featureId: string, over: Partial<Announcement> = {}): Announcement => ({
    featureId,
    title: featureId,
    subtitle: '',
    roles: ['admin'],
    startDate: new Date(NOW - DAY).toISOString(),
    endDate: new Date(NOW + DAY).toISOString(),
    isArchived: false,
    link: '/dashboard',
    signedUrl: '',
    ctaLabel: 'Go',
    pillText: '',
    ...over,
  });

  it("filters again by the role, the window and the archive, whatever the bank's answer", () => {
    const list = [
      an('other-role', { roles: ['finance'] }),
      an('archived', { isArchived: true }),
      an('ended', { endDate: new Date(NOW - ANNOUNCEMENT_CLOCK_SKEW_MS - 1).toISOString() }),
      an('not-started', {
        startDate: new Date(NOW + ANNOUNCEMENT_CLOCK_SKEW_MS + 1).toISOString(),
      }),
    ];
    expect(announcementToShow(list, 'admin', NOW)).toBeNull();
    expect(announcementToShow(list, 'finance', NOW)?.featureId).toBe('other-role');
  });

  it("allows the bank's clock to run a little ahead, and picks the newest", () => {
    const list = [
      an('older', { startDate: new Date(NOW - 2 * DAY).toISOString() }),
      an('just-published', { startDate: new Date(NOW + 60_000).toISOString() }),
      an('yesterday'),
    ];
    expect(announcementToShow(list, 'admin', NOW)?.featureId).toBe('just-published');
  });
});
