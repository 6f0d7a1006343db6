import * as z from 'zod/mini';
import { COMPANY_STATUSES, KYC_STATUSES } from '../domain/auth';
import { ADDRESS_PART_MAX } from '../domain/onboarding/address';
import { CARD_ADDRESS_TYPES, KYC_SOURCES, LAST_SAVED_PAGES } from '../domain/onboarding';
import { ACCESS_ERRORS, defineContract } from './contract';
import { requiredTextField, textField } from './fields';

/**
 * spec-1 §7 "KYC": onboarding by the identity registry or by hand, uploads, saved progress,
 * card delivery, the industry list and the data-population step. Every call is the signed-in
 * applicant's; the review's required fields (spec-1 §5) are required here too, so the bank refuses
 * an incomplete submission whatever the page did.
 */

/** NO_PERMISSION_API: the caller has no application to work on (an onboarded user, say). */
const KYC_ERRORS = [...ACCESS_ERRORS, 'INVALID_PARAM_ERROR', 'NO_PERMISSION_API'] as const;
/** A change to an application already submitted (it is frozen): 409 RECORD_ALREADY_EXISTS. */
const CHANGE_ERRORS = [...KYC_ERRORS, 'RECORD_ALREADY_EXISTS'] as const;
const date = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/**
 * spec-1 §3 address parts, camelCase: a Singapore address uses postal, block, street, floor, unit
 * and building; another country's city, state, postal and lines one to three (spec-1 §5).
 */
export const addressSchema = z.object({
  country: requiredTextField(2),
  postal: requiredTextField(ADDRESS_PART_MAX.postal),
  // The form's limits (ADDRESS_PART_MAX), so what the form takes the bank takes.
  block: z.optional(textField(ADDRESS_PART_MAX.block)),
  street: z.optional(textField(ADDRESS_PART_MAX.street)),
  floor: z.optional(textField(ADDRESS_PART_MAX.floor)),
  unit: z.optional(textField(ADDRESS_PART_MAX.unit)),
  building: z.optional(textField(ADDRESS_PART_MAX.building)),
  city: z.optional(textField(ADDRESS_PART_MAX.city)),
  state: z.optional(textField(ADDRESS_PART_MAX.state)),
  lineOne: z.optional(textField(ADDRESS_PART_MAX.lineOne)),
  lineTwo: z.optional(textField(ADDRESS_PART_MAX.lineTwo)),
  lineThree: z.optional(textField(ADDRESS_PART_MAX.lineThree)),
});

/** spec-1 §3 Review data, Person. */
export const personSchema = z.object({
  firstName: requiredTextField(100),
  middleName: z.optional(textField(100)),
  lastName: requiredTextField(100),
  name: textField(200),
  gender: z.enum(['Male', 'Female']),
  dob: date,
  nationality: requiredTextField(60),
  nationalityCode: requiredTextField(2),
  uinfin: requiredTextField(20),
  residentialAddress: addressSchema,
});

/** spec-1 §3 Review data, Entity. */
export const entitySchema = z.object({
  entityName: requiredTextField(200),
  uen: requiredTextField(20),
  dateOfIncorporation: date,
  countryOfIncorporation: requiredTextField(2),
  legalEntityType: requiredTextField(60),
  primaryActivity: requiredTextField(10),
  secondaryActivity: requiredTextField(10),
  previousUens: z.array(textField(20)),
  previousNames: z.array(z.object({ name: textField(200), effectiveDate: textField(10) })),
  registeredAddress: addressSchema,
});

const personRef = z.object({
  idno: textField(20),
  name: textField(200),
  nationality: textField(60),
});
const entityRef = z.object({
  entityUEN: textField(20),
  entityName: textField(200),
  entityLegalEntityType: textField(60),
});

export const appointmentSchema = z.object({
  category: z.enum(['PERSON', 'ENTITY']),
  position: textField(60),
  person: z.optional(personRef),
  entity: z.optional(entityRef),
});

export const shareholderSchema = z.object({
  category: z.enum(['PERSON', 'ENTITY']),
  person: z.optional(personRef),
  entity: z.optional(entityRef),
  shareType: textField(30),
  allocation: z.number().check(z.int(), z.gte(0)),
  currency: textField(3),
});

/** spec-1 §3 Other onboarding fields: the business profile step. */
export const businessProfileSchema = z.object({
  entityWebsite: z.optional(textField(200)),
  entityTotalNumberOfEmployees: requiredTextField(20),
  entityDescription: requiredTextField(500),
  entitySelectLocations: z.array(textField(2)).check(z.maxLength(250)),
  sourceOfFunds: z.array(textField(60)).check(z.minLength(1), z.maxLength(20)),
  othersource: z.optional(textField(200)),
  statesToUse: z.array(textField(60)).check(z.minLength(1), z.maxLength(20)),
  otherpurpose: z.optional(textField(200)),
  entityMarketingMediums: z.array(textField(60)).check(z.maxLength(20)),
  isMailingAddressSame: z.boolean(),
  mailingAddress: z.optional(addressSchema),
  transactionNumber: z.optional(textField(30)),
  transactionVolume: z.optional(textField(30)),
});

/** spec-1 §3: the card made at onboarding (Card Creation step). */
export const cardCreationSchema = z.object({
  nameOnCard: requiredTextField(26),
  cardAddressType: z.enum(CARD_ADDRESS_TYPES),
  forceCardDelivery: z.optional(z.boolean()),
});

export const kycSubmissionSchema = z.object({
  person: personSchema,
  entity: entitySchema,
  appointments: z.array(appointmentSchema).check(z.maxLength(50)),
  shareholders: z.array(shareholderSchema).check(z.maxLength(50)),
  businessProfile: businessProfileSchema,
  card: cardCreationSchema,
  /** The uploaded documents (POST /v1/boom/kyc/document): at least one. */
  documentReferenceIds: z.array(requiredTextField(64)).check(z.minLength(1), z.maxLength(8)),
});

const submitted = z.object({
  companyStatus: z.enum(COMPANY_STATUSES),
  kycStatus: z.enum(KYC_STATUSES),
});

export const getRegistryAuthUri = defineContract({
  id: 'kyc.registryAuthUri',
  method: 'GET',
  path: '/v1/boom/kyc/myinfo/auth-uri',
  summary:
    "spec-1 §7 KYC: where the identity registry asks for the applicant's consent, and the state that comes back with the callback",
  auth: 'bearer',
  answer: z.object({ authURI: z.string(), state: z.string() }),
  errors: [...CHANGE_ERRORS, 'SERVICE_UNAVAILABLE'],
});

export const getRegistryInfo = defineContract({
  id: 'kyc.registryInfo',
  method: 'GET',
  path: '/v1/boom/kyc/myinfo/info',
  summary:
    "spec-1 §7 KYC: the registry's data of the applicant and the business, for the state of this applicant's consent",
  auth: 'bearer',
  query: z.object({ state: requiredTextField(64) }),
  answer: z.object({
    person: personSchema,
    entity: entitySchema,
    appointments: z.array(appointmentSchema),
    shareholders: z.array(shareholderSchema),
  }),
  errors: [...KYC_ERRORS, 'RESOURCE_NOT_FOUND', 'SERVICE_UNAVAILABLE'],
});

export const submitRegistryKyc = defineContract({
  id: 'kyc.registrySubmission',
  method: 'POST',
  path: '/v1/boom/kyc/myinfo/submission',
  summary:
    'spec-1 §4 Onboarding resume: submits an application made from registry data; the company status becomes SUBMITTED',
  auth: 'bearer',
  body: kycSubmissionSchema,
  answer: submitted,
  errors: [...KYC_ERRORS, 'INVALID_PARAMETER', 'RECORD_ALREADY_EXISTS'],
});

export const submitManualKyc = defineContract({
  id: 'kyc.manualSubmission',
  method: 'POST',
  path: '/v1/boom/kyc/manual-submission',
  summary:
    'spec-1 §7 KYC: submits an application typed by hand; the company status becomes SUBMITTED',
  auth: 'bearer',
  body: kycSubmissionSchema,
  answer: submitted,
  errors: [...KYC_ERRORS, 'INVALID_PARAMETER', 'RECORD_ALREADY_EXISTS'],
});

const kycDocument = z.object({
  reference_id: z.string(),
  referenceID: z.string(),
  fileName: z.string(),
  signedURL: z.string(),
  uid: z.string(),
});

export const listKycDocuments = defineContract({
  id: 'kyc.documents',
  method: 'GET',
  path: '/v1/boom/kyc/document',
  summary: "spec-1 §3 KYC document: the applicant's uploaded documents",
  auth: 'bearer',
  answer: z.object({ documents: z.array(kycDocument) }),
  errors: KYC_ERRORS,
});

/** One file, its content base64-encoded (the bank checks the type and size, spec-1 §5). */
const fileUpload = z.object({
  fileName: requiredTextField(255),
  contentType: requiredTextField(100),
  size: z.number().check(z.int(), z.gte(1)),
  content: z.string(),
});

export const uploadKycDocument = defineContract({
  id: 'kyc.uploadDocument',
  method: 'POST',
  path: '/v1/boom/kyc/document',
  summary:
    'spec-1 §5: uploads one document (pdf, jpg, jpeg or png, at most 10 MB; at most 8 per applicant)',
  auth: 'bearer',
  body: z.object({ fileUploads: z.array(fileUpload).check(z.minLength(1), z.maxLength(1)) }),
  answer: z.object({
    Documents: z.array(
      z.object({ referenceID: z.string(), signedURL: z.string(), fileName: z.string() }),
    ),
  }),
  errors: [...CHANGE_ERRORS, 'INVALID_PARAMETER'],
});

export const deleteKycDocument = defineContract({
  id: 'kyc.deleteDocument',
  method: 'POST',
  path: '/v1/boom/kyc/document/delete',
  summary: 'spec-1 §7 KYC: deletes one of the applicant’s documents',
  auth: 'bearer',
  body: z.object({ reference_id: requiredTextField(64) }),
  errors: [...CHANGE_ERRORS, 'RESOURCE_NOT_FOUND'],
});

export const deleteAllKycDocuments = defineContract({
  id: 'kyc.deleteAllDocuments',
  method: 'POST',
  path: '/v1/boom/kyc/document/delete-all',
  summary: "spec-1 §7 KYC: deletes all the applicant's documents",
  auth: 'bearer',
  errors: CHANGE_ERRORS,
});

const progressSchema = z.object({
  kycSource: z.enum(KYC_SOURCES),
  lastSavedPage: z.enum(LAST_SAVED_PAGES),
  registrationFormVersion: z.number().check(z.int(), z.gte(1), z.lte(99)),
  data: z.record(z.string(), z.unknown()),
});

export const getOnboardingProgress = defineContract({
  id: 'kyc.progress',
  method: 'GET',
  path: '/v1/boom/kyc/onboarding-progress',
  summary: "spec-1 §4 Onboarding resume: the applicant's saved progress (null when none)",
  auth: 'bearer',
  answer: z.object({ progress: z.nullable(progressSchema) }),
  errors: KYC_ERRORS,
});

export const saveOnboardingProgress = defineContract({
  id: 'kyc.saveProgress',
  method: 'POST',
  path: '/v1/boom/kyc/onboarding-progress',
  summary: 'spec-1 §4 Onboarding resume: saves the progress (at most 64 kB of form data)',
  auth: 'bearer',
  body: progressSchema,
  errors: [...CHANGE_ERRORS, 'INVALID_PARAMETER'],
});

export const deleteOnboardingProgress = defineContract({
  id: 'kyc.deleteProgress',
  method: 'DELETE',
  path: '/v1/boom/kyc/onboarding-progress',
  summary: 'spec-1 §4 Onboarding resume: forgets the saved progress',
  auth: 'bearer',
  errors: KYC_ERRORS,
});

export const skipAuthorizationLetter = defineContract({
  id: 'kyc.skipAuthorizationLetter',
  method: 'POST',
  path: '/v1/boom/kyc/skip-authorization-letter',
  summary:
    'spec-1 §7 KYC: the applicant will send the authorisation letter by e-mail instead of uploading it',
  auth: 'bearer',
  body: z.object({ submitAuthorizationViaEmail: z.boolean() }),
  errors: CHANGE_ERRORS,
});

export const requestCardDelivery = defineContract({
  id: 'kyc.cardDelivery',
  method: 'POST',
  path: '/v1/boom/kyc/card-delivery',
  summary:
    'spec-1 §7 KYC: where and in whose name the first card is sent (the pre-order card page, Card Creation)',
  auth: 'bearer',
  body: cardCreationSchema,
  errors: KYC_ERRORS,
});

export const listIndustries = defineContract({
  id: 'kyc.industries',
  method: 'GET',
  path: '/v1/boom/kyc/config/industry',
  summary: 'spec-1 §3 Lookup lists: the industries (primary and secondary activity) the bank knows',
  auth: 'bearer',
  answer: z.object({ industries: z.array(z.object({ code: z.string(), name: z.string() })) }),
  errors: ACCESS_ERRORS,
});

export const submitTmData = defineContract({
  id: 'kyc.tmData',
  method: 'POST',
  path: '/v1/boom/kyc/tm_data',
  summary:
    'spec-1 §4: the data-population step, the expected activity the bank monitors transactions against; sets tmDataPopulated',
  auth: 'bearer',
  body: z.object({
    transactionNumber: requiredTextField(30),
    transactionVolume: requiredTextField(30),
    sourceOfFunds: z.array(textField(60)).check(z.minLength(1), z.maxLength(20)),
    supplierLocation: z.array(textField(2)).check(z.maxLength(250)),
  }),
  errors: KYC_ERRORS,
});

/** Submissions last: they freeze an application, so the contract test's examples end with them. */
export const KYC_CONTRACTS = [
  getRegistryAuthUri,
  getRegistryInfo,
  listKycDocuments,
  uploadKycDocument,
  deleteKycDocument,
  deleteAllKycDocuments,
  getOnboardingProgress,
  saveOnboardingProgress,
  deleteOnboardingProgress,
  skipAuthorizationLetter,
  requestCardDelivery,
  listIndustries,
  submitTmData,
  submitRegistryKyc,
  submitManualKyc,
] as const;
