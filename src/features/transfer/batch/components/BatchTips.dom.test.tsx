import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSeenCallouts, markCalloutSeen } from '../../../../api/settings';
import { TOGGLES_KEY, writeMeta } from '../../../../db/meta';
import { deleteAllCacheDatabases, openUserDatabase } from '../../../../db/userDatabase';
import { forgetSeenTips } from '../../../../entities/featureTip/useFeatureTip';
import type { CalloutId } from '../../../../shared/domain/toggles';
import { BatchTransferBanner, BatchTransferTip } from './BatchTips';

vi.mock('../../../../api/settings', () => ({
  getSeenCallouts: vi.fn<() => Promise<CalloutId[]>>(() => Promise.resolve([])),
  markCalloutSeen: vi.fn<(id: CalloutId) => Promise<void>>(() => Promise.resolve()),
}));

afterEach(async () => {
  forgetSeenTips();
  vi.mocked(getSeenCallouts).mockClear();
  vi.mocked(markCalloutSeen).mockClear();
  await deleteAllCacheDatabases();
});

async function withToggle(on: boolean) {
  const db = await openUserDatabase({ corpID: 'C', sub: 'U' });
  await writeMeta(db, TOGGLES_KEY, { batchTransfer: on });
}

function renderIn(node: React.ReactNode) {
  render(<Router hook={memoryLocation({ path: '/transfer/local' }).hook}>{node}</Router>);
}

describe('batch transfer banners', () => {
  it('above the local list: links to the batch page on the local template, and following it marks it seen', async () => {
    await withToggle(true);
    renderIn(<BatchTransferBanner kind="LOCAL" />);
    const link = await screen.findByRole('link', { name: 'Try batch transfer' });
    expect(screen.getByText('Paying many people in Singapore?')).toBeDefined();
    expect(link.getAttribute('href')).toBe('/transfer/batch?template=LOCAL');
    fireEvent.click(link);
    expect(markCalloutSeen).toHaveBeenCalledWith('BatchTransferBannerLocal');
  });

  it('above the overseas list: its own text and template; Not now marks it seen and hides it', async () => {
    await withToggle(true);
    renderIn(<BatchTransferBanner kind="OVERSEAS" />);
    const link = await screen.findByRole('link', { name: 'Try batch transfer' });
    expect(link.getAttribute('href')).toBe('/transfer/batch?template=OVERSEAS');
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(markCalloutSeen).toHaveBeenCalledWith('BatchTransferBannerOverseas');
    expect(screen.queryByText('Paying many suppliers abroad?')).toBeNull();
  });

  it('not shown once seen', async () => {
    vi.mocked(getSeenCallouts).mockResolvedValueOnce(['BatchTransferBannerLocal']);
    await withToggle(true);
    renderIn(<BatchTransferBanner kind="LOCAL" />);
    await waitFor(() => expect(getSeenCallouts).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(screen.queryByRole('link', { name: 'Try batch transfer' })).toBeNull();
  });

  it('the capability off: nothing shown and nothing asked', async () => {
    await withToggle(false);
    renderIn(<BatchTransferBanner kind="LOCAL" />);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('link', { name: 'Try batch transfer' })).toBeNull();
    expect(getSeenCallouts).not.toHaveBeenCalled();
  });

  it("the page's tip until closed", async () => {
    renderIn(<BatchTransferTip />);
    expect(await screen.findByText('How batch transfer works')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(markCalloutSeen).toHaveBeenCalledWith('BatchTransfer');
    expect(screen.queryByText('How batch transfer works')).toBeNull();
  });
});
