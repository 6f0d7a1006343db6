import {
  deleteAllKycDocuments,
  deleteKycDocument,
  deleteOnboardingProgress,
  getOnboardingProgress,
  getRegistryAuthUri,
  getRegistryInfo,
  listIndustries,
  listKycDocuments,
  requestCardDelivery,
  saveOnboardingProgress,
  skipAuthorizationLetter,
  submitManualKyc,
  submitRegistryKyc,
  submitTmData,
  uploadKycDocument,
  type kycSubmissionSchema,
} from '../../shared/contracts/kyc';
import type { z } from 'zod/mini';
import { isOnboarded, type KycSource } from '../../shared/domain/onboarding';
import type { Bank } from '../bank';
import { maintenanceNotices } from '../rules/maintenance';
import { route, type ContractRoute } from '../contractRoutes';
import { loadApplicants, updateApplicants, type Application } from '../rules/applicants';
import { bankNow } from '../rules/bankClock';
import {
  KYC_MESSAGES,
  requireAdminApplication,
  requireApplicationOpen,
  requireApplicant,
  requireOpen,
  requireOwnDocuments,
  requireProgressSize,
  toKycDocument,
  documentUrl,
  type ApplicantRecord,
} from '../rules/kycRecords';
import { checkUpload, storedDocument } from '../rules/kycUploads';
import {
  issueConsent,
  requireRegistryUp,
  requireRetrieved,
  useConsent,
} from '../rules/registryConsent';
import { registryDataOf } from '../rules/registryData';
import { INDUSTRIES } from '../builders/industries';
import { BankError, type MockUser } from '../types';
import type { BankRequest } from '../router';

type Submission = z.output<typeof kycSubmissionSchema>;

/**
 * The applicant's onboarding calls (spec-1 §7 KYC; contracts: src/shared/contracts/kyc.ts): the
 * simulated identity registry, submissions, documents, saved progress, the card and the
 * authorisation letter, the industry list and the data-population step. Who may do what, and
 * what is kept: docs/decisions/onboarding.md 'Onboarding'.
 */
export function kycHandlers(bank: Bank): ContractRoute[] {
  const { scenario } = bank;

  /** The records the signed-in user works on; `run` may change them, and they are kept. */
  function change<T>(req: BankRequest, run: (applicant: ApplicantRecord) => T): T {
    const { user } = bank.authorize(req);
    return updateApplicants(scenario, (state) => run(requireApplicant(user, state)));
  }
  function read<T>(req: BankRequest, run: (applicant: ApplicantRecord) => T): T {
    const { user } = bank.authorize(req);
    return run(requireApplicant(user, loadApplicants(scenario)));
  }
  /** As change, for the calls only the applicant company's admin makes. */
  function changeApplication<T>(
    req: BankRequest,
    run: (application: Application, user: MockUser) => T,
  ): T {
    const { user } = bank.authorize(req);
    return updateApplicants(scenario, (state) => run(requireAdminApplication(user, state), user));
  }
  /** The registry's window comes from the scenario's notices, by the bank's clock. */
  // The scenario's notices and the windows scheduled from the demo panel.
  const registryUp = () => requireRegistryUp(maintenanceNotices(scenario.maintenance), bankNow());

  const submit = (req: BankRequest, body: Submission, kycSource: KycSource) =>
    changeApplication(req, (application) => {
      requireApplicationOpen(application);
      if (kycSource === 'KYCSourceMyInfo') requireRetrieved(application);
      requireOwnDocuments(application, body.documentReferenceIds);
      application.companyKycStatus = 'SUBMITTED';
      application.kycStatus = 'KYCStatusSubmitted';
      application.kycSource = kycSource;
      application.submission = { ...body, kycSource, submittedAt: bankNow() };
      // spec-1 §4: what was saved to resume is done with.
      application.progress = null;
      return { companyStatus: application.companyKycStatus, kycStatus: application.kycStatus };
    });

  return [
    route(getRegistryAuthUri, ({ req }) =>
      changeApplication(req, (application) => {
        requireApplicationOpen(application);
        registryUp();
        return issueConsent(application, bankNow());
      }),
    ),

    route(getRegistryInfo, ({ req, query }) =>
      changeApplication(req, (application, user) => {
        registryUp();
        useConsent(application, query.state, bankNow());
        return registryDataOf({
          corpID: application.corpID,
          companyName: application.companyName,
          firstName: user.profile.firstName,
          lastName: user.profile.lastName,
        });
      }),
    ),

    route(submitRegistryKyc, ({ req, body }) => submit(req, body, 'KYCSourceMyInfo')),
    route(submitManualKyc, ({ req, body }) => submit(req, body, 'KYCSourceManual')),

    route(listKycDocuments, ({ req }) =>
      read(req, ({ record }) => ({ documents: record.documents.map(toKycDocument) })),
    ),

    route(uploadKycDocument, ({ req, body }) =>
      change(req, (applicant) => {
        requireOpen(applicant);
        const Documents = body.fileUploads.map((file) => {
          checkUpload(file, applicant.record.documents.length);
          const document = storedDocument(file, bankNow());
          applicant.record.documents.push(document);
          const { referenceID, fileName } = document;
          return { referenceID, signedURL: documentUrl(referenceID), fileName };
        });
        return { Documents };
      }),
    ),

    route(deleteKycDocument, ({ req, body }) =>
      change(req, (applicant) => {
        requireOpen(applicant);
        const { record } = applicant;
        const index = record.documents.findIndex((d) => d.referenceID === body.reference_id);
        if (index < 0)
          throw new BankError(404, 'RESOURCE_NOT_FOUND', KYC_MESSAGES.documentNotFound);
        record.documents.splice(index, 1);
        return {};
      }),
    ),

    route(deleteAllKycDocuments, ({ req }) =>
      change(req, (applicant) => {
        requireOpen(applicant);
        applicant.record.documents = [];
        return {};
      }),
    ),

    route(getOnboardingProgress, ({ req }) =>
      read(req, ({ record }) => ({ progress: record.progress })),
    ),

    route(saveOnboardingProgress, ({ req, body }) =>
      change(req, (applicant) => {
        requireOpen(applicant);
        requireProgressSize(body.data);
        applicant.record.progress = body;
        return {};
      }),
    ),

    // Allowed after submission too: the submission already forgot it, so nothing changes.
    route(deleteOnboardingProgress, ({ req }) =>
      change(req, ({ record }) => {
        record.progress = null;
        return {};
      }),
    ),

    route(skipAuthorizationLetter, ({ req, body }) =>
      changeApplication(req, (application) => {
        requireApplicationOpen(application);
        application.authorizationLetterByEmail = body.submitAuthorizationViaEmail;
        return {};
      }),
    ),

    // Before and after submission: the pre-order card page follows the submission.
    route(requestCardDelivery, ({ req, body }) =>
      changeApplication(req, (application) => {
        application.cardDelivery = { ...body, at: bankNow() };
        return {};
      }),
    ),

    route(listIndustries, ({ req }) => {
      bank.authorize(req);
      return { industries: INDUSTRIES.map(({ code, name }) => ({ code, name })) };
    }),

    route(submitTmData, ({ req, body }) => {
      const { user } = bank.authorize(req);
      // spec-1 §4: the data-population page is an onboarded admin's first step.
      if (user.role !== 'admin' || !isOnboarded(user.role, bank.kycOf(user)))
        throw new BankError(403, 'NO_PERMISSION_API', KYC_MESSAGES.tmDataNotAllowed);
      updateApplicants(scenario, (state) => {
        state.tmData[user.email.toLowerCase()] = { ...body, at: bankNow() };
      });
      return {};
    }),
  ];
}
