import {
  getRegistryAuthUri,
  getRegistryInfo,
  uploadKycDocument,
} from '../../../shared/contracts/kyc';
import { registryDataOf } from '../../rules/registryData';
import { call, post, signIn } from '../../testingCalls';
import type { Example, Examples } from './example';

/**
 * Onboarding examples, in the applicants' sessions: new@demo.test (nothing started) for the
 * registry and the records, registry@demo.test for the manual submission. A submission freezes
 * its application, so the two submissions come last (KYC_CONTRACTS). Each applicant signs in once:
 * a second SMS code to the same user would wait 179 seconds.
 */
const sessions = new Map<string, Promise<string>>();
const tokenOf = (email: string): Promise<string> => {
  let token = sessions.get(email);
  if (!token) {
    token = signIn(email).then((pair) => pair.accessToken);
    sessions.set(email, token);
  }
  return token;
};

const NEW = 'new@demo.test';
const REGISTRY = 'registry@demo.test';

/** '%PDF-1.4' and a line break: a 9-byte document. */
const PDF = {
  fileName: 'incorporation.pdf',
  contentType: 'application/pdf',
  size: 9,
  content: 'JVBERi0xLjQK',
};

async function as(email: string, example: Omit<Example, 'auth'> = {}): Promise<Example> {
  return { ...example, auth: { bearer: await tokenOf(email) } };
}

async function consentState(bearer: string): Promise<string> {
  return (await call<{ state: string }>(getRegistryAuthUri.path, { bearer })).body.state;
}

async function uploaded(bearer: string): Promise<string> {
  const answer = await post<{ Documents: { referenceID: string }[] }>(uploadKycDocument.path, {
    bearer,
    body: { fileUploads: [PDF] },
  });
  return answer.body.Documents[0]?.referenceID ?? '';
}

const BUSINESS_PROFILE = {
  entityTotalNumberOfEmployees: '2-5',
  entityDescription: 'Wholesale of office supplies to small businesses.',
  entitySelectLocations: ['SG', 'MY'],
  sourceOfFunds: ['Business revenue'],
  statesToUse: ['Paying suppliers'],
  entityMarketingMediums: ['Search engine'],
  isMailingAddressSame: true,
};
const CARD = { nameOnCard: 'JANE TAN', cardAddressType: 'MAILING_ADDRESS' };

/** A whole application: the registry's data, the business profile, the card and a document. */
function submission(reference: string, corpID: string) {
  const data = registryDataOf({
    corpID,
    companyName: 'Example Trading Pte. Ltd.',
    firstName: 'Jane',
    lastName: 'Tan',
  });
  return {
    ...data,
    businessProfile: BUSINESS_PROFILE,
    card: CARD,
    documentReferenceIds: [reference],
  };
}

export const KYC_EXAMPLES: Examples = {
  'kyc.registryAuthUri': () => as(NEW),
  'kyc.registryInfo': async () =>
    as(NEW, { query: { state: await consentState(await tokenOf(NEW)) } }),
  'kyc.documents': () => as(NEW),
  'kyc.uploadDocument': () => as(NEW, { body: { fileUploads: [PDF] } }),
  'kyc.deleteDocument': async () =>
    as(NEW, { body: { reference_id: await uploaded(await tokenOf(NEW)) } }),
  'kyc.deleteAllDocuments': () => as(NEW),
  'kyc.progress': () => as(NEW),
  'kyc.saveProgress': () =>
    as(NEW, {
      body: {
        kycSource: 'KYCSourceManual',
        lastSavedPage: 'OnboardingLastSavedPageBusinessDetails',
        registrationFormVersion: 3,
        data: { entityName: 'Nimbus Trading Pte. Ltd.' },
      },
    }),
  'kyc.deleteProgress': () => as(NEW),
  'kyc.skipAuthorizationLetter': () => as(NEW, { body: { submitAuthorizationViaEmail: true } }),
  'kyc.cardDelivery': () => as(NEW, { body: CARD }),
  // Any signed-in user reads the industries; the data-population step is an onboarded admin's.
  'kyc.industries': () => ({}),
  'kyc.tmData': () => ({
    body: {
      transactionNumber: '10-50',
      transactionVolume: '10,000-50,000',
      sourceOfFunds: ['Business revenue'],
      supplierLocation: ['SG'],
    },
  }),
  'kyc.registrySubmission': async () => {
    const bearer = await tokenOf(NEW);
    // The registry's data must have been read before a registry submission.
    await call(`${getRegistryInfo.path}?state=${await consentState(bearer)}`, { bearer });
    return as(NEW, { body: submission(await uploaded(bearer), 'CORP-APPL-0001') });
  },
  'kyc.manualSubmission': async () => {
    const bearer = await tokenOf(REGISTRY);
    return as(REGISTRY, { body: submission(await uploaded(bearer), 'CORP-APPL-0002') });
  },
};
