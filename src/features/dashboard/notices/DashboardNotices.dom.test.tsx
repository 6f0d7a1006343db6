import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { getAnnouncements, markAnnouncementSeen } from '../../../api/settings';
import type { Announcement } from '../../../shared/domain/notices';
import type { Role } from '../../../shared/domain/roles';
import { DiscoveryAnnouncement, forgetAnnouncements } from './DiscoveryAnnouncement';
import { PROMO_SLIDE_MS, PromoCarousel } from './PromoCarousel';
import { clearToasts, toastStore } from '../../../shared/ui/toastStore';

// The bank's side (window, role, seen): src/mirage/routes/settings.test.ts.
vi.mock('../../../api/settings', () => ({
  getAnnouncements: vi.fn<() => Promise<Announcement[]>>(),
  markAnnouncementSeen: vi.fn<(featureId: string) => Promise<void>>(() => Promise.resolve()),
}));

const HOUR = 3_600_000;
const CNY: Announcement = {
  featureId: 'Announcement-cny',
  title: 'Send money to China in CNY',
  subtitle: 'Pay suppliers in their own currency.',
  roles: ['admin', 'finance'],
  startDate: new Date(Date.now() - HOUR).toISOString(),
  endDate: new Date(Date.now() + 24 * HOUR).toISOString(),
  isArchived: false,
  link: '/transfer/overseas?country=CN&currency=CNY',
  signedUrl: 'data:image/svg+xml,%3Csvg%2F%3E',
  ctaLabel: 'Try it',
  pillText: 'New',
};

let location: ReturnType<typeof memoryLocation>;

function renderDialog(role: Role = 'admin', hasPage = (path: string) => path.startsWith('/')) {
  location = memoryLocation({ path: '/dashboard', record: true });
  return render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <DiscoveryAnnouncement userKey="C/U" role={role} hasPage={hasPage} />
    </Router>,
  );
}

afterEach(() => {
  forgetAnnouncements();
  clearToasts();
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('the discovery announcement dialog', () => {
  it('shows the title, pill, image, subtitle and call to action; closing marks it seen; it opens once', async () => {
    vi.mocked(getAnnouncements).mockResolvedValue([CNY]);
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Send money to China in CNY' });
    expect(within(dialog).getByText('New')).toBeTruthy();
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe(CNY.signedUrl);
    expect(within(dialog).getByText('Pay suppliers in their own currency.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Try it' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(vi.mocked(markAnnouncementSeen)).toHaveBeenCalledWith('Announcement-cny');

    // The shell mounts again (another page): not asked again, not shown again.
    cleanup();
    renderDialog();
    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(vi.mocked(getAnnouncements)).toHaveBeenCalledTimes(1);
  });

  it('marks it seen on the call to action and goes to its page', async () => {
    vi.mocked(getAnnouncements).mockResolvedValue([CNY]);
    renderDialog('finance');
    fireEvent.click(await screen.findByRole('button', { name: 'Try it' }));
    expect(vi.mocked(markAnnouncementSeen)).toHaveBeenCalledWith('Announcement-cny');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location.history?.at(-1)).toBe('/transfer/overseas?country=CN&currency=CNY');
  });

  it('closes without leaving the page when its link has no page', async () => {
    vi.mocked(getAnnouncements).mockResolvedValue([{ ...CNY, link: '/rewards/referrals' }]);
    renderDialog('admin', (path) => path === '/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Try it' }));
    expect(vi.mocked(markAnnouncementSeen)).toHaveBeenCalledWith('Announcement-cny');
    expect(location.history).toEqual(['/dashboard']);
  });

  it("does not open for a role the announcement is not for, nor once it ended, whatever the bank's answer", async () => {
    vi.mocked(getAnnouncements).mockResolvedValue([
      CNY,
      {
        ...CNY,
        featureId: 'ended',
        roles: ['general'],
        endDate: new Date(Date.now() - 2 * HOUR).toISOString(),
      },
    ]);
    renderDialog('general');
    await waitFor(() => expect(vi.mocked(getAnnouncements)).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(vi.mocked(markAnnouncementSeen)).not.toHaveBeenCalled();
  });
});

const shownSlide = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .find((g) => !g.hidden)
    ?.getAttribute('aria-label');

function renderPromos(mayTransfer = true) {
  render(
    <Router hook={memoryLocation({ path: '/dashboard' }).hook}>
      <PromoCarousel mayTransfer={mayTransfer} />
    </Router>,
  );
  return screen.getByRole('region', { name: 'Offers' });
}

describe('the promo carousel', () => {
  it('with the batch capability, the second slide is the batch promo linking to its page', () => {
    render(
      <Router hook={memoryLocation({ path: '/dashboard' }).hook}>
        <PromoCarousel mayTransfer batchTransfer />
      </Router>,
    );
    const carousel = screen.getByRole('region', { name: 'Offers' });
    fireEvent.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    expect(shownSlide()).toBe('2 of 2');
    expect(carousel.textContent).toContain('Pay up to 1,000 people at once');
    expect(
      within(carousel).getByRole('link', { name: 'Start a batch transfer' }).getAttribute('href'),
    ).toBe('/transfer/batch');
    expect(screen.getByRole('link', { name: 'Send CNY', hidden: true })).toBeDefined();
  });

  it('has 2 labelled slides, plays by itself, and stops with its pause button', () => {
    vi.useFakeTimers();
    const carousel = renderPromos();
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(
      screen.getAllByRole('group', { hidden: true }).map((g) => g.getAttribute('aria-label')),
    ).toEqual(['1 of 2', '2 of 2']);
    expect(shownSlide()).toBe('1 of 2');
    expect(screen.getByRole('link', { name: 'Send CNY' }).getAttribute('href')).toBe(
      '/transfer/overseas?country=CN&currency=CNY',
    );
    act(() => vi.advanceTimersByTime(PROMO_SLIDE_MS));
    expect(shownSlide()).toBe('2 of 2');
    // Without the rewards pages (a viewer who does not see them), the card invites a business.
    expect(within(carousel).queryAllByRole('link')).toHaveLength(0);
    expect(within(carousel).getByRole('button', { name: 'Tell a business' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    act(() => vi.advanceTimersByTime(3 * PROMO_SLIDE_MS));
    expect(shownSlide()).toBe('2 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    act(() => vi.advanceTimersByTime(PROMO_SLIDE_MS));
    expect(shownSlide()).toBe('1 of 2');
  });

  it("'Tell a business' copies the invitation where there is no share sheet, and says so", async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const carousel = renderPromos();
    fireEvent.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    fireEvent.click(within(carousel).getByRole('button', { name: 'Tell a business' }));
    await waitFor(() =>
      expect(toastStore.toasts.map((t) => t.title)).toContain(
        'Invitation copied. Paste it into a message to the business.',
      ),
    );
    expect(writeText.mock.calls[0]?.[0]).toMatch(
      /^Open a YouBiz business account: .* \S+\/register$/,
    );
  });

  it('waits while the pointer is over it or focus is in it', () => {
    vi.useFakeTimers();
    const carousel = renderPromos();
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(2 * PROMO_SLIDE_MS));
    expect(shownSlide()).toBe('1 of 2');
    fireEvent.mouseLeave(carousel);
    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }));
    act(() => vi.advanceTimersByTime(2 * PROMO_SLIDE_MS));
    expect(shownSlide()).toBe('1 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownSlide()).toBe('2 of 2');
  });

  it('never moves by itself when reduced motion is asked for, and has no pause button then', () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    try {
      renderPromos(false);
      act(() => vi.advanceTimersByTime(3 * PROMO_SLIDE_MS));
      expect(shownSlide()).toBe('1 of 2');
      expect(screen.queryByRole('button', { name: 'Pause slides' })).toBeNull();
      // A role that may not transfer gets no link to the transfer page.
      expect(screen.queryByRole('link', { name: 'Send CNY' })).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
