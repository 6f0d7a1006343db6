import { PRODUCT_NAME } from '../../../shared/config/product';
import { paths } from '../../../shared/routing/paths';

/**
 * 'Refer a business' (issue 23): the card asks the user to tell a business about the product,
 * so its action does that: the phone's share sheet where there is one, else the invitation
 * copied to paste into a message. It is an invitation, not a referral: the spec's referral
 * (a code, a reward) lives on /rewards/referrals, not built (docs/decisions/dashboard.md).
 */
export const INVITE_TEXTS = {
  action: 'Tell a business',
  message: `Open a ${PRODUCT_NAME} business account: accounts in every currency you work in, local and overseas transfers, approvals for your team.`,
  copied: 'Invitation copied. Paste it into a message to the business.',
  notCopied: (url: string) => `The invitation could not be copied. The sign-up address is ${url}`,
} as const;

export type InviteOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The sign-up address the invitation carries. */
export const inviteUrl = (origin: string): string => `${origin}${paths.onboarding.register()}`;

export async function shareInvite(
  nav: Pick<Navigator, 'share' | 'clipboard'>,
  origin: string,
): Promise<InviteOutcome> {
  const url = inviteUrl(origin);
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title: PRODUCT_NAME, text: INVITE_TEXTS.message, url });
      return 'shared';
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await nav.clipboard.writeText(`${INVITE_TEXTS.message} ${url}`);
    return 'copied';
  } catch {
    return 'failed';
  }
}
