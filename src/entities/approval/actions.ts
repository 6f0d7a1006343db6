import { saveApprovalRemarks } from '../../api/approvals';
import { syncNow } from '../../sync/syncEngine';

/** Sends a held transfer (PendingCheck) to its approvers with the requester's remarks. */
export async function requestApproval(referenceId: string, remarks: string): Promise<void> {
  await saveApprovalRemarks(referenceId, remarks.trim());
  void syncNow(['approvals']);
}
