import {
  closeInvitation,
  getInvitationsFirstPage,
  getInvitationsPage,
  inviteMembers,
  resendInvitationCode,
} from '../../api/team';
import { isApiError } from '../../api/ApiError';
import type { InvitationStatus, InvitationSummary } from '../../shared/domain/invitations';
import { usePagedByIds } from '../../shared/hooks/usePagedByIds';

/** spec-3 §4 Invitations, §7 Team: the calls of the Invitation page (docs/decisions/team.md). */

export const INVITATION_PAGE_SIZE = 10;

const FAILED = {
  first: 'The invitations could not be loaded.',
  more: 'More invitations could not be loaded.',
} as const;

/** What a refused or failed call says to the admin. */
export const failureText = (error: unknown, fallback: string): string =>
  isApiError(error) ? error.message : fallback;

/** The company's invitations, newest first: a first page of 10 plus every id, then by ids. */
export function useInvitationList(status: InvitationStatus | undefined) {
  return usePagedByIds<InvitationSummary>({
    loadFirst: async () => {
      const page = await getInvitationsFirstPage(INVITATION_PAGE_SIZE, status);
      return { items: page.firstPageResults, ids: page.ids };
    },
    loadByIds: async (ids) => (await getInvitationsPage(ids)).results,
    idOf: (invitation) => invitation.id,
    pageSize: INVITATION_PAGE_SIZE,
    errorText: (e, page) => failureText(e, FAILED[page]),
  });
}

export { closeInvitation, inviteMembers, resendInvitationCode };
