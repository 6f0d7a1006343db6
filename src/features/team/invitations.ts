import {
  closeInvitation,
  getInvitationsFirstPage,
  getInvitationsPage,
  getPendingInvitations,
  inviteMembers,
  resendInvitationCode,
} from '../../api/team';
import { isApiError } from '../../api/ApiError';
import type { InvitationStatus, InvitationSummary } from '../../shared/domain/invitations';
import { usePagedByIds } from '../../shared/hooks/usePagedByIds';
import { useEffect, useState } from 'react';

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

/** The invitations still open (pending or expired), read as People opens; null until answered. */
export function usePendingInvitations(): {
  pending: InvitationSummary[] | null;
  error: string | null;
} {
  const [state, setState] = useState<{
    pending: InvitationSummary[] | null;
    error: string | null;
  }>({ pending: null, error: null });
  useEffect(() => {
    let live = true;
    getPendingInvitations().then(
      (answer) => {
        if (live) setState({ pending: answer.pendingList, error: null });
      },
      (error: unknown) => {
        if (live) setState({ pending: null, error: failureText(error, FAILED.first) });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

export { closeInvitation, inviteMembers, resendInvitationCode };
