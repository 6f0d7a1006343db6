import * as z from 'zod/mini';
import { CURRENCY_CODES } from '../currencies';
import { ACCESS_ERRORS, defineContract } from './contract';
import { accountNumberField, freeTextField, micros } from './fields';

/**
 * spec-3 §7 Accounts. The bank's business rules (a name of at most 30 characters once trimmed,
 * unique, at most 30 accounts, who may manage them) stay with the bank (src/mirage/stores/accounts.ts)
 * and answer with their own codes; the contract only refuses what is not a request at all.
 */

export const accountSchema = z.object({
  accountNumber: accountNumberField,
  accountName: z.string(),
  currency: z.enum(CURRENCY_CODES),
  currentBalance: z.nullable(micros),
  accountHolderName: z.string(),
  bankName: z.string(),
  bankSwift: z.string(),
  isDefaultAccount: z.boolean(),
  isLowAccountBalance: z.boolean(),
  accountOrder: z.number().check(z.int()),
  oldAccountNumber: z.optional(z.string()),
});

const MANAGER_ERRORS = [...ACCESS_ERRORS, 'NO_PERMISSION_API', 'INVALID_PARAM_ERROR'] as const;

export const listAccounts = defineContract({
  id: 'accounts.list',
  method: 'GET',
  path: '/v1/boom/accounts',
  summary: "spec-3 §7: the company's accounts with their balances",
  auth: 'bearer',
  answer: z.object({ accounts: z.array(accountSchema) }),
  errors: ACCESS_ERRORS,
});

export const createAccount = defineContract({
  id: 'accounts.create',
  method: 'POST',
  path: '/v1/boom/accounts',
  summary:
    'spec-3 §7: opens an account in one of the exchange currencies. The 31st is refused with INVALID_PARAM_ERROR without a `field` (a malformed request names its field)',
  auth: 'bearer',
  // The currency is checked against the exchange currencies by the bank (its own message).
  body: z.object({
    currency: z.string().check(z.maxLength(3)),
    accountName: freeTextField(),
  }),
  answer: z.object({ account: accountSchema }),
  errors: [...MANAGER_ERRORS, 'INVALID_PARAMETER', 'RECORD_ALREADY_EXISTS'],
});

export const renameAccount = defineContract({
  id: 'accounts.rename',
  method: 'POST',
  path: '/boom/v2/accounts/update-account-name',
  summary: 'spec-3 §7: renames an account (a unique name of at most 30 characters)',
  auth: 'bearer',
  body: z.object({
    accountNumber: accountNumberField,
    accountName: freeTextField(),
  }),
  answer: z.object({ account: accountSchema }),
  errors: [...MANAGER_ERRORS, 'INVALID_PARAMETER', 'RECORD_ALREADY_EXISTS', 'VA_NOT_AVAILABLE'],
});

export const accountOrderEntry = z.object({
  accountNumber: accountNumberField,
  accountOrder: z.number().check(z.int()),
});

/**
 * docs/decisions/accounts.md: the account order is saved with this call and `order`; the dashboard guide's close
 * sends `displayGuide` to the same call (spec-1 §3).
 */
export const saveAccountPreference = defineContract({
  id: 'accounts.preference',
  method: 'POST',
  path: '/boom/v2/accounts/preference',
  summary:
    'spec-3 §7 / docs/decisions/accounts.md: saves the account order (order) or closes the dashboard guide (displayGuide)',
  auth: 'bearer',
  body: z.object({
    order: z.optional(z.array(accountOrderEntry).check(z.maxLength(100))),
    displayGuide: z.optional(z.boolean()),
  }),
  answer: z.object({ accounts: z.optional(z.array(accountSchema)) }),
  errors: [...MANAGER_ERRORS, 'INVALID_PARAMETER', 'VA_NOT_AVAILABLE'],
});

// Low-balance alert (issue 27; docs/decisions/accounts.md 'Low-balance alert').

/** One account's threshold in micro-units of its currency, or null for no alert. */
export const thresholdSchema = z.object({
  accountNumber: accountNumberField,
  currency: z.enum(CURRENCY_CODES),
  threshold: z.nullable(micros),
});

export const getThresholds = defineContract({
  id: 'accounts.thresholds',
  method: 'GET',
  path: '/v1/boom/accounts/threshold',
  summary:
    "spec-3 §7 / docs/decisions/accounts.md 'Low-balance alert': every account's low-balance threshold (null: none)",
  auth: 'bearer',
  answer: z.object({ thresholds: z.array(thresholdSchema) }),
  errors: ACCESS_ERRORS,
});

export const setThreshold = defineContract({
  id: 'accounts.setThreshold',
  method: 'POST',
  path: '/v1/boom/accounts/threshold',
  summary:
    "spec-3 §7 / docs/decisions/accounts.md 'Low-balance alert': sets (micro-units, >= 0) or removes (null) one account's threshold; answers the account with isLowAccountBalance",
  auth: 'bearer',
  body: z.object({ accountNumber: accountNumberField, threshold: z.nullable(micros) }),
  answer: z.object({ threshold: thresholdSchema, account: accountSchema }),
  errors: [...MANAGER_ERRORS, 'INVALID_PARAMETER', 'VA_NOT_AVAILABLE'],
});

// --- Receiving money and account documents (issue 27, accounts27) ---

const vaParams = z.object({ va: accountNumberField });
const accountNumberParams = z.object({ accountNumber: accountNumberField });
/** An unknown account (or one of another company) answers as unknown: 400 VA_NOT_AVAILABLE. */
const ACCOUNT_READ_ERRORS = [...ACCESS_ERRORS, 'VA_NOT_AVAILABLE'] as const;
const DOCUMENT_ERRORS = [...ACCOUNT_READ_ERRORS, 'NO_PERMISSION_API', 'INVALID_PARAMETER'] as const;

/**
 * docs/decisions/accounts.md 'PayNow QR': the answer is the EMVCo/SGQR payload (the app draws
 * it) with the UEN and reference a payer types when not scanning.
 */
export const paynowQr = defineContract({
  id: 'accounts.paynowQr',
  method: 'GET',
  path: '/boom/v2/accounts/:va/generate/paynow/qrcode',
  summary:
    "spec-3 §7 / docs/decisions/accounts.md: an SGD account's PayNow QR payload (EMVCo MPM, SGQR), its UEN and reference",
  auth: 'bearer',
  params: vaParams,
  answer: z.object({
    payload: z.string(),
    uen: z.string(),
    reference: z.string(),
    payeeName: z.string(),
  }),
  errors: [...ACCOUNT_READ_ERRORS, 'NO_PERMISSION_API', 'INVALID_PARAMETER'],
});

/** docs/decisions/accounts.md 'Beneficiary address': where a payer abroad says the money goes. */
export const beneficiaryAddress = defineContract({
  id: 'accounts.beneficiaryAddress',
  method: 'GET',
  path: '/boom/v2/accounts/beneficiary-address',
  summary:
    "spec-3 §7 / docs/decisions/accounts.md: the beneficiary's address and the receiving bank's, for overseas payers",
  auth: 'bearer',
  answer: z.object({ beneficiaryAddress: z.string(), bankAddress: z.string() }),
  errors: ACCESS_ERRORS,
});

/** A file the bank made, base64-encoded (spec-3 §7: data.bufferFile), with the name to save it as. */
const fileAnswer = z.object({
  data: z.object({ fileName: z.string(), bufferFile: z.string() }),
});

/** YYYY-MM-DD, a day in the company's time zone. */
const dayField = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const accountCsv = defineContract({
  id: 'accounts.csvStatement',
  method: 'GET',
  path: '/v1/boom/accounts/:accountNumber/download/csv',
  summary:
    "spec-3 §7 (path proposed) / docs/decisions/accounts.md: an account's CSV statement for a period (default: all)",
  auth: 'bearer',
  params: accountNumberParams,
  query: z.object({ from: z.optional(dayField), to: z.optional(dayField) }),
  answer: fileAnswer,
  errors: DOCUMENT_ERRORS,
});

export const proofOfAccount = defineContract({
  id: 'accounts.proofOfAccount',
  method: 'GET',
  path: '/v1/boom/accounts/:accountNumber/download/proof-of-account',
  summary:
    'spec-3 §7: the proof-of-account letter of a non-THB account (data.bufferFile, a base64 PDF), behind its toggle',
  auth: 'bearer',
  params: accountNumberParams,
  answer: fileAnswer,
  errors: DOCUMENT_ERRORS,
});

export const ACCOUNT_CONTRACTS = [
  listAccounts,
  createAccount,
  renameAccount,
  saveAccountPreference,
  getThresholds,
  setThreshold,
  paynowQr,
  beneficiaryAddress,
  accountCsv,
  proofOfAccount,
] as const;
