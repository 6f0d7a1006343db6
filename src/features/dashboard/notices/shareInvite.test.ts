import { describe, expect, it, vi } from 'vitest';
import { INVITE_TEXTS, shareInvite } from './shareInvite';

const ORIGIN = 'https://app.example';
const MESSAGE =
  'Open a YouBiz business account: accounts in every currency you work in, local and overseas transfers, approvals for your team.';

const clipboard = (fails = false) => ({
  writeText: vi.fn<(text: string) => Promise<void>>(() =>
    fails ? Promise.reject(new Error('denied')) : Promise.resolve(),
  ),
});

const closedSheet = () => Promise.reject(new DOMException('closed', 'AbortError'));

describe("'Refer a business': the invitation", () => {
  it("opens the share sheet with the product's invitation and the sign-up address", async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>(() => Promise.resolve());
    const nav = { share, clipboard: clipboard() } as unknown as Navigator;
    expect(await shareInvite(nav, ORIGIN)).toBe('shared');
    expect(share).toHaveBeenCalledWith({
      title: 'YouBiz',
      text: MESSAGE,
      url: 'https://app.example/register',
    });
    expect(nav.clipboard.writeText).not.toHaveBeenCalled();
  });

  it('counts a closed share sheet as no failure, and copies nothing', async () => {
    const nav = { share: closedSheet, clipboard: clipboard() } as unknown as Navigator;
    expect(await shareInvite(nav, ORIGIN)).toBe('cancelled');
    expect(nav.clipboard.writeText).not.toHaveBeenCalled();
  });

  it('copies the invitation where there is no share sheet, and says when it could not', async () => {
    const nav = { clipboard: clipboard() } as unknown as Navigator;
    expect(await shareInvite(nav, ORIGIN)).toBe('copied');
    expect(nav.clipboard.writeText).toHaveBeenCalledWith(`${MESSAGE} https://app.example/register`);
    expect(await shareInvite({ clipboard: clipboard(true) } as unknown as Navigator, ORIGIN)).toBe(
      'failed',
    );
    expect(INVITE_TEXTS.notCopied('https://app.example/register')).toBe(
      'The invitation could not be copied. The sign-up address is https://app.example/register',
    );
  });
});
