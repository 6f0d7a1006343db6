import type { KycStatusValue } from '../../shared/domain/auth';
import type { KycDocument } from '../../shared/domain/onboarding';
import { BankError, type MockUser, type StoredDocument } from '../types';
import type { ApplicantsState, Application, MemberApplication } from './applicants';

/**
 * Whose onboarding records a KYC call works on (docs/decisions/onboarding.md 'Onboarding'): an applicant
 * company's admin works on the company's application; an invited member on their own member
 * application (documents and progress of the join-company pages). Nobody else has any: an
 * onboarded user of a company, or an applicant's other users, get 403 NO_PERMISSION_API.
 */
export type ApplicantRecord =
  { kind: 'admin'; record: Application } | { kind: 'member'; record: MemberApplication };

export const KYC_MESSAGES = {
  notApplicant:
    'Only the admin of a company applying for an account works on its application, and an invited member on their own.',
  adminOnly: 'Only the admin of the company applying for the account can do this.',
  frozen: 'This application was already submitted: it can no longer be changed.',
  registryDown: 'The identity registry is under maintenance. Please apply manually.',
  unknownConsent:
    'This identity registry consent is not yours or has expired. Please retrieve your data again.',
  notRetrieved: 'Retrieve your data from the identity registry first, or apply manually.',
  notYourDocument: (reference: string) => `Document ${reference} is not one of your uploads.`,
  documentNotFound: 'This document is not one of your uploads.',
  sizeMismatch: (fileName: string) =>
    `${fileName} did not arrive whole: its size does not match its content. Please upload it again.`,
  progressTooLarge: 'The progress to save is too large: at most 64 kB of form data is kept.',
  tmDataNotAllowed: "Only an admin of an approved company gives the company's expected activity.",
} as const;

export function applicantRecordOf(user: MockUser, state: ApplicantsState): ApplicantRecord | null {
  const application = user.corpID ? state.applications[user.corpID] : undefined;
  if (application && user.role === 'admin') return { kind: 'admin', record: application };
  const member = state.members[user.email.toLowerCase()];
  if (member) return { kind: 'member', record: member };
  return null;
}

export function requireApplicant(user: MockUser, state: ApplicantsState): ApplicantRecord {
  const applicant = applicantRecordOf(user, state);
  if (!applicant) throw new BankError(403, 'NO_PERMISSION_API', KYC_MESSAGES.notApplicant);
  return applicant;
}

/** The company's application, for the calls only its admin makes (registry, submission, card). */
export function requireAdminApplication(user: MockUser, state: ApplicantsState): Application {
  const applicant = requireApplicant(user, state);
  if (applicant.kind !== 'admin')
    throw new BankError(403, 'NO_PERMISSION_API', KYC_MESSAGES.adminOnly);
  return applicant.record;
}

/** Nothing submitted yet: the KYC statuses of an application still being filled in. */
const OPEN_KYC: readonly KycStatusValue[] = ['KYCStatusUnknown', 'KYCStatusSubmissionPending'];

/**
 * Submitted (or decided) records are frozen: the bank reviews what was sent, so neither the
 * documents, the saved progress nor the submission change after it. A member's is open until
 * their details are submitted (their status leaves UserStatusUnknown).
 */
export function isFrozen(applicant: ApplicantRecord): boolean {
  return applicant.kind === 'admin'
    ? !OPEN_KYC.includes(applicant.record.kycStatus)
    : applicant.record.userStatus !== 'UserStatusUnknown';
}

export function requireOpen(applicant: ApplicantRecord): void {
  if (isFrozen(applicant)) throw new BankError(409, 'RECORD_ALREADY_EXISTS', KYC_MESSAGES.frozen);
}

export const requireApplicationOpen = (application: Application): void =>
  requireOpen({ kind: 'admin', record: application });

/** Where a document's link points: the mock keeps no content, so the link reaches nothing. */
export const documentUrl = (referenceID: string) =>
  `https://documents.mock-bank.test/kyc/${encodeURIComponent(referenceID)}`;

/** A kept document as the bank lists it (spec-1 §3 KYC document). */
export function toKycDocument(document: StoredDocument): KycDocument {
  return {
    reference_id: document.referenceID,
    referenceID: document.referenceID,
    fileName: document.fileName,
    signedURL: documentUrl(document.referenceID),
    uid: document.uid,
  };
}

/** Every document a submission names must be one the applicant (an admin, or a member) uploaded. */
export function requireOwnDocuments(
  application: Pick<Application, 'documents'>,
  references: readonly string[],
): void {
  const own = new Set(application.documents.map((d) => d.referenceID));
  const foreign = references.find((r) => !own.has(r));
  if (foreign !== undefined)
    throw new BankError(400, 'INVALID_PARAMETER', KYC_MESSAGES.notYourDocument(foreign));
}

/** spec-1 §4 Onboarding resume keeps form data, not files: 64 kB of JSON is plenty for it. */
export const PROGRESS_DATA_MAX_BYTES = 64 * 1024;

export function requireProgressSize(data: Record<string, unknown>): void {
  if (new TextEncoder().encode(JSON.stringify(data)).length > PROGRESS_DATA_MAX_BYTES)
    throw new BankError(400, 'INVALID_PARAMETER', KYC_MESSAGES.progressTooLarge);
}
