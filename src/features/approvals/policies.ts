import { useCallback, useEffect, useState } from 'react';
import {
  createPolicy,
  deletePolicy,
  getApprovalPolicies,
  updatePolicy,
  type ApprovalPolicyDraft,
} from '../../api/approvals';
import { isApiError } from '../../api/ApiError';
import { getTeamOverview } from '../../api/team';
import type { ApprovalPolicy } from '../../shared/domain/approvals';
import type { Role } from '../../shared/domain/roles';
import type { TeamMember } from '../../shared/domain/team';

/**
 * Settings > Approval Policy (issue 24): the policies read from the bank online, and the
 * team by role for the form. Each read is fresh: the transfer review reads the policies again
 * when it opens, so an edit here is what the next outlook follows.
 */

/** What a refused or failed call says; the bank's own word too for the policy's two codes. */
export function policyFailure(error: unknown, fallback: string): { text: string; detail?: string } {
  if (!isApiError(error)) return { text: fallback };
  const explained = ['DUPLICATE_APPROVAL_POLICY', 'INSUFFICIENT_APPROVERS'].includes(error.code);
  return explained && error.description
    ? { text: error.message, detail: error.description }
    : { text: error.message };
}

interface Loaded<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  retry: () => void;
}

function useLoaded<T>(load: () => Promise<T>, fallback: string): Loaded<T> {
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({
    data: null,
    error: null,
    loading: true,
  });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    load().then(
      (data) => {
        if (live) setState({ data, error: null, loading: false });
      },
      (error: unknown) => {
        if (live)
          setState({ data: null, error: policyFailure(error, fallback).text, loading: false });
      },
    );
    return () => {
      live = false;
    };
    // `load` is a module function: the read runs again only on retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round]);
  const retry = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, retry };
}

/** The company's policies, oldest first. */
export const usePolicies = (): Loaded<ApprovalPolicy[]> =>
  useLoaded(getApprovalPolicies, 'The approval policies could not be loaded.');

/** The members of each role (usersByRole), for the form. */
export const useMembersByRole = (): Loaded<Record<Role, TeamMember[]>> =>
  useLoaded(
    async () => (await getTeamOverview()).usersByRole,
    'Who has each role could not be loaded.',
  );

export const savePolicy = (
  id: string | null,
  draft: ApprovalPolicyDraft,
): Promise<ApprovalPolicy> => (id ? updatePolicy(id, draft) : createPolicy(draft));

export const removePolicy = (id: string): Promise<void> => deletePolicy(id);
