// The error catalogue: every code and condition of docs/spec/error-codes.tsv with the text the
// user sees. fromSpec marks the spec's exact texts (typos kept); the others were written for this
// product (docs/architecture.md §4: specific, helpful texts instead of the generic fallback).
// Generated once from the catalogue and then kept by hand; errorCatalogue.test.ts checks it
// still covers every row.

import { ATTACHMENT_TEXTS } from '../shared/domain/attachments';
import { INVALID_OR_EXPIRED_CODE } from '../shared/forms/oneTimeCode';
import {
  FIRST_SCREEN_ERRORS,
  installErrorCatalogue,
  UNKNOWN_ERROR_CODE,
  type CatalogueEntry,
} from './errorLookup';

export { UNKNOWN_ERROR_CODE, type CatalogueEntry, type Severity } from './errorLookup';

export const ERROR_CATALOGUE: Record<string, CatalogueEntry> = {
  INTERNAL_SERVER_ERROR: {
    title: 'Something went wrong',
    message: 'Please try again later',
    severity: 'warning',
    area: 'general',
    fromSpec: true,
  },
  INVALID_PARAM_ERROR: {
    message: 'Some of the details sent were not accepted. Please check your input and try again.',
    severity: 'warning',
    area: 'general',
    fromSpec: false,
  },
  TOO_MANY_REQUEST: {
    message: 'Too many requests in a short time. Please wait a moment and try again.',
    severity: 'warning',
    area: 'general',
    fromSpec: false,
  },
  ACCESS_RESOURCESES_DENIED: {
    message: "You don't have access to this information. Please contact your company admin.",
    severity: 'warning',
    area: 'auth',
    fromSpec: false,
  },
  RESOURCE_NOT_FOUND: {
    message:
      "We couldn't find what you asked for: it may have been removed or changed. Please refresh the page and try again.",
    loginMessage: 'Incorrect email and/or password. Please try again.',
    severity: 'warning',
    area: 'general',
    fromSpec: false,
  },
  SERVICE_UNAVAILABLE: {
    message: 'The service is temporarily unavailable. Please try again in a few minutes.',
    severity: 'warning',
    area: 'general',
    fromSpec: false,
  },
  RECORD_ALREADY_EXISTS: {
    message: 'This record already exists. Please check the list before adding it again.',
    severity: 'warning',
    area: 'general',
    fromSpec: false,
  },
  MFA_RESOURCES_DENIED: FIRST_SCREEN_ERRORS.MFA_RESOURCES_DENIED,
  INVALID_CLIENT_AUTH: {
    message: 'This browser could not be identified. Please reload the page and try again.',
    severity: 'warning',
    area: 'auth',
    fromSpec: false,
  },
  INVALID_ACCESS_TOKEN: {
    message: 'Your session has expired. Please log in again.',
    severity: 'warning',
    area: 'auth',
    fromSpec: false,
  },
  NO_PERMISSION_API: {
    message: 'Your role does not allow this action. Please ask your company admin.',
    severity: 'warning',
    area: 'auth',
    fromSpec: false,
  },
  MISSING_REQUEST_ID: {
    message: 'The request could not be processed. Please reload the page and try again.',
    severity: 'warning',
    area: 'general',
    fromSpec: false,
  },
  INVALID_CAPTCHA_ERROR: {
    message: 'The security check failed. Please complete it again.',
    severity: 'warning',
    area: 'sign-up',
    fromSpec: false,
  },
  EMAIL_ALREADY_REGISTERED: {
    message: 'This email has already been registered. Please log in instead.',
    severity: 'warning',
    area: 'sign-up',
    fromSpec: true,
  },
  EMAIL_NOT_REGISTERED: {
    message: 'This email is not registered. Please check it or register your business.',
    severity: 'warning',
    area: 'auth',
    fromSpec: false,
  },
  INVALID_MAGICLINK: {
    message: 'This link is invalid or has expired. Please request a new one.',
    severity: 'warning',
    area: 'sign-up',
    fromSpec: false,
  },
  INVALID_OTP: {
    message: INVALID_OR_EXPIRED_CODE,
    severity: 'warning',
    area: 'auth',
    fromSpec: false,
  },
  INVALID_DEVICE_ID: {
    message: 'This device could not be identified. Please reload the page and try again.',
    severity: 'warning',
    area: 'device',
    fromSpec: false,
  },
  INVALID_APP_ID: {
    message: 'This version of the app is not recognised. Please reload the page to update it.',
    severity: 'warning',
    area: 'device',
    fromSpec: false,
  },
  INVALID_USER_ID: {
    message: 'This user could not be found. Please refresh the page and try again.',
    severity: 'warning',
    area: 'auth',
    fromSpec: false,
  },
  INVALID_SCOPE: {
    message: 'Your session does not allow this action. Please log in again.',
    severity: 'warning',
    area: 'auth',
    fromSpec: false,
  },
  INVALID_TOKEN: {
    message: 'Your session has expired. Please log in again.',
    severity: 'warning',
    area: 'auth',
    fromSpec: false,
  },
  INVALID_CODE: {
    message: 'The code is invalid. Please check it and try again.',
    severity: 'warning',
    area: 'sign-up',
    fromSpec: false,
  },
  FORCE_LOGOUT: {
    message: "You've been logged out for security reasons. Please log in again.",
    severity: 'warning',
    area: 'auth',
    fromSpec: false,
  },
  NON_ADMIN_SIGNUP: {
    // The bank's answer to an e-mail with a live invitation (docs/decisions/onboarding.md 'Onboarding').
    message:
      'You have been invited to join an existing business account. Please open the link in your invitation email to join it.',
    severity: 'warning',
    area: 'sign-up',
    fromSpec: false,
  },
  CODE_EXPIRED: {
    message: 'Promo code expired',
    severity: 'warning',
    area: 'sign-up',
    fromSpec: true,
  },
  SUSPENDED_ACCOUNT: {
    message: 'Your account has been suspended.',
    severity: 'warning',
    area: 'auth',
    fromSpec: true,
  },
  CODE_ALREADY_VERIFIED: {
    message: 'This code has already been used. Please continue to the next step.',
    severity: 'warning',
    area: 'sign-up',
    fromSpec: false,
  },
  INVITATION_CANCELLED: {
    message: 'This invitation has been cancelled. Please ask your company admin for a new one.',
    severity: 'warning',
    area: 'team',
    fromSpec: false,
  },
  ACCOUNT_ALREADY_CREATED: {
    message: 'An account already exists for this email. Please log in instead.',
    severity: 'warning',
    area: 'sign-up',
    fromSpec: false,
  },
  INVITATION_CANCELLED_RESEND: {
    // The bank's answer to an expired invitation, which a new code renews (docs/decisions/onboarding.md 'Onboarding').
    message: 'This invitation has expired. Ask for a new code: we will e-mail it to you.',
    severity: 'warning',
    area: 'team',
    fromSpec: false,
  },
  INVITATION_REVOKED: {
    message: 'This invitation has been revoked. Please ask your company admin for a new one.',
    severity: 'warning',
    area: 'team',
    fromSpec: false,
  },
  ACCOUNT_LOCK_WARNING: {
    message: 'To keep your account secure, your account will be locked after more failed attempts.',
    severity: 'warning',
    area: 'auth',
    fromSpec: false,
  },
  ACCOUNT_LOCKED: FIRST_SCREEN_ERRORS.ACCOUNT_LOCKED,
  ACCOUNT_PERMANENT_LOCKED: FIRST_SCREEN_ERRORS.ACCOUNT_PERMANENT_LOCKED,
  INVALID_TRANSACTION_AMOUNT: {
    message:
      'The amount is outside the allowed range for this transfer. Please change the amount and try again.',
    severity: 'warning',
    area: 'transfers',
    fromSpec: false,
  },
  INVALID_PARAMETER: {
    message: 'Some of the details entered are not valid. Please check them and try again.',
    severity: 'warning',
    area: 'general',
    fromSpec: false,
  },
  DUPLICATE_APPROVAL_POLICY: {
    message:
      'An approval policy with the same conditions already exists. Please change the conditions or edit the existing policy.',
    severity: 'warning',
    area: 'approvals',
    fromSpec: false,
  },
  DUPLICATE_CLAIM_POLICY: {
    message:
      'A claim policy with the same conditions already exists. Please change the conditions or edit the existing policy.',
    severity: 'warning',
    area: 'claims',
    fromSpec: false,
  },
  INSUFFICIENT_FUND: {
    message:
      'The account balance is not enough for this transfer. Please top up or enter a smaller amount.',
    severity: 'warning',
    area: 'transfers',
    fromSpec: false,
  },
  INVALID_QUOTE: {
    message: 'The exchange rate quote has expired. Please refresh the rate and try again.',
    severity: 'warning',
    area: 'transfers',
    fromSpec: false,
  },
  INSUFFICIENT_APPROVERS: {
    message:
      'There are not enough approvers for this request. Please ask your admin to update the approval policy.',
    severity: 'warning',
    area: 'approvals',
    fromSpec: false,
  },
  DUPLICATE_INVOICE_NUMBER: {
    message: 'This invoice number is already used. Please enter a different invoice number.',
    severity: 'warning',
    area: 'invoices',
    fromSpec: false,
  },
  INVALID_INVOICE_SEQUENCE: {
    message:
      'The invoice number does not follow your invoice sequence. Please check the invoice settings.',
    severity: 'warning',
    area: 'invoices',
    fromSpec: false,
  },
  INSUFFICIENT_FUNDS_IN_VA: {
    message:
      'The account balance is not enough for this transfer. Please top up or enter a smaller amount.',
    severity: 'warning',
    area: 'transfers',
    fromSpec: false,
  },
  VA_NOT_AVAILABLE: {
    message:
      'This account is not available for transfers right now. Please choose another account or try again later.',
    severity: 'warning',
    area: 'transfers',
    fromSpec: false,
  },
  USER_ALREADY_SUSPENDED: {
    message: 'Card belongs to suspended team member.',
    severity: 'warning',
    area: 'team',
    fromSpec: true,
  },
  FX_TXN_STATUS_ACCOUNT: {
    message:
      'The exchange could not use this account. Please choose another account and try again.',
    severity: 'warning',
    area: 'fx',
    fromSpec: false,
  },
  FX_TXN_STATUS_AMOUNT: {
    message: 'The exchange amount is not valid. Please change the amount and try again.',
    severity: 'warning',
    area: 'fx',
    fromSpec: false,
  },
  FX_TXN_STATUS_BOTH_AMOUNTS_SPECIFIED: {
    message: 'Enter either the amount to sell or the amount to buy, not both.',
    severity: 'warning',
    area: 'fx',
    fromSpec: false,
  },
  FX_TXN_STATUS_CLIENT_REQUEST_ID_OR_TIME: {
    message: 'The exchange request has timed out. Please refresh the rate and try again.',
    severity: 'warning',
    area: 'fx',
    fromSpec: false,
  },
  FX_TXN_STATUS_CLIENT_ID: {
    message: 'The exchange could not be matched to your company. Please try again later.',
    severity: 'warning',
    area: 'fx',
    fromSpec: false,
  },
  FX_TXN_STATUS_INPUT: {
    message: 'Some exchange details are not valid. Please check them and try again.',
    severity: 'warning',
    area: 'fx',
    fromSpec: false,
  },
  FX_TXN_STATUS_NO_QUOTE: {
    message: 'No exchange rate quote was found. Please refresh the rate and try again.',
    severity: 'warning',
    area: 'fx',
    fromSpec: false,
  },
  FX_TXN_STATUS_NOT_TRADABLE: {
    message: 'This currency pair cannot be exchanged right now. Please try again later.',
    severity: 'warning',
    area: 'fx',
    fromSpec: false,
  },
  FX_TXN_STATUS_QUOTE_EXPIRED: {
    message: 'The exchange rate quote has expired. Please refresh the rate and try again.',
    severity: 'warning',
    area: 'fx',
    fromSpec: false,
  },
  FX_TXN_STATUS_QUOTE_ID: {
    message: 'The exchange rate quote is not valid. Please refresh the rate and try again.',
    severity: 'warning',
    area: 'fx',
    fromSpec: false,
  },
  FX_TXN_STATUS_RATES_UNAVAILABLE: {
    message: 'Exchange function not available now. Please try again later.',
    severity: 'warning',
    area: 'fx',
    fromSpec: false,
  },
  FX_TXN_STATUS_EXCEEDS_ALLOWED_LIMIT: {
    message: 'The amount exceeds the allowed exchange limit. Please enter a smaller amount.',
    severity: 'warning',
    area: 'fx',
    fromSpec: false,
  },
  FX_TXN_STATUS_ALREADY_EXISTS: {
    message:
      'This exchange has already been submitted. Please check your transactions before trying again.',
    severity: 'warning',
    area: 'fx',
    fromSpec: false,
  },
  'Unknown API error code': FIRST_SCREEN_ERRORS[UNKNOWN_ERROR_CODE],
  RECIPIENT_NOT_FOUND: {
    title: 'Transfer has failed!',
    message:
      'The intended recipient has been deleted. Please refresh the page to update the list of valid recipients.',
    severity: 'warning',
    area: 'transfers',
    fromSpec: true,
  },
  BAD_FX_RATE_ERROR: {
    title: 'Transfer has failed!',
    message:
      'FX rate has shifted due to unusual long processing time. Funds have not been deducted from your account, please try again.',
    severity: 'warning',
    area: 'transfers',
    fromSpec: true,
  },
  'condition:remittance_failure_other': {
    message: 'Please ensure all details are keyed in correctly and try again later.',
    severity: 'warning',
    area: 'transfers',
    fromSpec: true,
  },
  'condition:payout_failure_other': {
    message: 'There is an unexpected issue with this transaction. Please try again later.',
    severity: 'warning',
    area: 'transfers',
    fromSpec: true,
  },
  'condition:internal_transfer_failed': {
    title: 'Transfer has failed!',
    message: 'There is an unexpected issue with this transaction. Please try again later.',
    severity: 'warning',
    area: 'transfers',
    fromSpec: true,
  },
  'condition:transaction_transfer_failure_empty': {
    title: 'Transfer has failed!',
    message: 'There is an unexpected issue with this transaction. Please try again later.',
    severity: 'warning',
    area: 'transactions',
    fromSpec: true,
  },
  'condition:recipient_delete_failure': {
    title: 'Unsuccessful',
    message:
      'An unexpected error occured - unable to delete recipient at the moment. Please try again later.',
    severity: 'warning',
    area: 'recipients',
    fromSpec: true,
  },
  'condition:approval_submit_failure': {
    title: 'Error submitting request',
    message: 'An unexpected error occured, please try again',
    severity: 'warning',
    area: 'approvals',
    fromSpec: true,
  },
  'condition:add_recipient_failure': {
    title: 'Something Went Wrong!',
    message: 'Sorry, the recipient cannot be added. Please try again later.',
    severity: 'warning',
    area: 'recipients',
    fromSpec: true,
  },
  'condition:duplicate_recipient': {
    message: 'Recipient already exists. Please check your input.',
    severity: 'warning',
    area: 'recipients',
    fromSpec: true,
  },
  'condition:wrong_verification_code': {
    message:
      'To keep your account secure, your account will be locked for 30 mins after N more failed attempts.',
    severity: 'warning',
    area: 'auth',
    fromSpec: true,
  },
  'condition:authenticator_failure_http_400': {
    message: INVALID_OR_EXPIRED_CODE,
    severity: 'warning',
    area: 'auth',
    fromSpec: true,
  },
  'condition:account_lock_during_verification': {
    message:
      'Your account has been locked due to security reason, it will be unlocked in 30 minutes. Please try again later.',
    severity: 'error',
    area: 'auth',
    fromSpec: false,
  },
  'condition:deprecated_login_unknown_phone': {
    message: 'It is not a registed user.',
    severity: 'warning',
    area: 'deprecated-phone-login',
    fromSpec: true,
  },
  'condition:upload_over_30mb': {
    message: 'Uploaded file exceeds 30MB',
    severity: 'warning',
    area: 'uploads',
    fromSpec: true,
  },
  'condition:http_401': {
    message: 'Your session has expired. Please log in again.',
    severity: 'warning',
    area: 'auth',
    fromSpec: false,
  },
  'condition:route_forbidden': {
    message: "Sorry, you don't have access to this page",
    severity: 'warning',
    area: 'navigation',
    fromSpec: true,
  },
  'condition:route_unknown': {
    message: 'Sorry, the page you visited does not exist.',
    severity: 'warning',
    area: 'navigation',
    fromSpec: true,
  },
  'condition:rate_unavailable': {
    message: 'Exchange function not available now. Please try again later.',
    alternatives: [
      'Exchange function not available now. Please try again later.',
      'Overseas transfer exchange rate is not available now. Please try again later.',
      'Please reload or try again later',
    ],
    severity: 'warning',
    area: 'fx',
    fromSpec: true,
  },
  'condition:currency_unavailable': {
    message: 'Transfer in {currency} is currently unavailable.',
    severity: 'warning',
    area: 'transfers',
    fromSpec: true,
  },
  'condition:no_account_in_currency': {
    message: 'You do not have a {currency} account, please create and try again.',
    severity: 'warning',
    area: 'transfers',
    fromSpec: true,
  },
  'condition:remit_from_other_currency_unavailable': {
    message: 'Remitting to {currency} from other currency accounts will be available soon',
    severity: 'warning',
    area: 'transfers',
    fromSpec: true,
  },
  'condition:vnd_individual_only': {
    message: 'Transferring to VND is currently only available for individual accounts',
    severity: 'warning',
    area: 'recipients',
    fromSpec: true,
  },
  'condition:cny_corporate_only': {
    message: 'Transferring to CNY is currently only available for corporate accounts',
    severity: 'warning',
    area: 'recipients',
    fromSpec: true,
  },
  'condition:transfer_upload_limit': {
    message: 'File upload limit exceeded',
    severity: 'warning',
    area: 'transfers',
    fromSpec: true,
  },
  'condition:transfer_upload_size': {
    message: 'File size too large',
    severity: 'warning',
    area: 'transfers',
    fromSpec: true,
  },
  'condition:account_name_conflict': {
    message: 'Account name already exists',
    severity: 'warning',
    area: 'accounts',
    fromSpec: true,
  },
  'condition:account_limit': {
    title: 'Account Creation Failed!',
    message: 'A maximum of 30 accounts can be created at any point.',
    severity: 'warning',
    area: 'accounts',
    fromSpec: true,
  },
  'condition:account_reorder_failure': {
    message: 'Error in Rearranging Accounts',
    severity: 'warning',
    area: 'accounts',
    fromSpec: true,
  },
  'condition:proof_letter_failure': {
    title: 'Unsuccessful',
    message: 'An unexpected error occurred, please try again later.',
    severity: 'warning',
    area: 'accounts',
    fromSpec: true,
  },
  'condition:card_suspend_failure': {
    message: 'Error suspending Card(s)',
    severity: 'warning',
    area: 'cards',
    fromSpec: true,
  },
  'condition:card_unsuspend_failure': {
    message: 'Error unsuspending Card(s)',
    severity: 'warning',
    area: 'cards',
    fromSpec: true,
  },
  'condition:card_lock_unlock_failure': {
    message: 'Something Went Wrong!',
    severity: 'warning',
    area: 'cards',
    fromSpec: true,
  },
  'condition:card_limits_failure': {
    message: 'Unable to save Card Limits',
    severity: 'warning',
    area: 'cards',
    fromSpec: true,
  },
  'condition:card_create_failure': {
    message: 'Unable to create card',
    severity: 'warning',
    area: 'cards',
    fromSpec: true,
  },
  'condition:card_error_http_500': {
    title: 'Unsuccessful',
    message: 'An unexpected error occured, please try again later.',
    severity: 'warning',
    area: 'cards',
    fromSpec: true,
  },
  'condition:card_detail_failure': {
    message: 'Failed to get the card detail. Please try again later.',
    severity: 'warning',
    area: 'cards',
    fromSpec: true,
  },
  // Beyond the spec (docs/decisions/cards.md 'PINs'): the third wrong existing PIN blocks Change PIN.
  PIN_BLOCKED: {
    message: 'Too many incorrect PINs: this PIN is blocked. Reset it with Forgot PIN.',
    severity: 'warning',
    area: 'cards',
    fromSpec: false,
  },
  'condition:card_existing_pin_incorrect_http_400': {
    message: 'Incorrect PIN',
    severity: 'warning',
    area: 'cards',
    fromSpec: true,
  },
  'condition:forgot_pin_http_400': {
    message: 'Invalid verification code',
    severity: 'warning',
    area: 'cards',
    fromSpec: true,
  },
  'condition:notes_save_failure': {
    title: 'Unable to save notes',
    message: 'An unexpected error occured. Please try again.',
    severity: 'warning',
    area: 'transactions',
    fromSpec: true,
  },
  'condition:attachment_limit': {
    title: 'File upload limit exceeded',
    message: 'You can only upload up to 5 files',
    severity: 'warning',
    area: 'transactions',
    fromSpec: true,
  },
  'condition:attachment_size': {
    title: 'File size too large',
    message: 'Please upload a file with size less than 5 MB',
    severity: 'warning',
    area: 'transactions',
    fromSpec: true,
  },
  'condition:attachment_upload_failure': {
    title: 'Unable to upload attachments',
    message: 'An unexpected error occurred, please try again',
    severity: 'warning',
    area: 'transactions',
    fromSpec: true,
  },
  'condition:attachment_delete_failure': {
    title: 'Unable to delete attachments',
    message: 'An unexpected error occured. Please try again.',
    severity: 'warning',
    area: 'transactions',
    fromSpec: true,
  },
  'condition:transaction_files_fetch_failure': {
    title: 'Failed to fetch transaction files',
    message: 'Please refresh the page or try again in a few minutes.',
    severity: 'warning',
    area: 'transactions',
    fromSpec: true,
  },
  'condition:accounting_tag_update_failure': {
    title: 'Something Went Wrong!',
    message: 'Please try again later.',
    severity: 'warning',
    area: 'expense-accounting',
    fromSpec: true,
  },
  'condition:claims_default_error': {
    message: 'An unexpected error occured. Please try again.',
    severity: 'warning',
    area: 'claims',
    fromSpec: true,
  },
  'condition:claim_policy_no_result': {
    message: 'No claim policies found.',
    severity: 'warning',
    area: 'claims',
    fromSpec: false,
  },
  'condition:onboarding_progress_save_failure': {
    message: 'Your progress could not be saved. It will be saved again on your next step.',
    severity: 'warning',
    area: 'kyc',
    fromSpec: false,
  },
  'condition:remittance_quote_failure': {
    message: 'Please reload or try again later',
    severity: 'warning',
    area: 'fx',
    fromSpec: false,
  },
  'reason:unexpected_transaction_error': {
    message:
      'An unexpected error occurred while processing this transaction. Please try again or contact support.',
    severity: 'warning',
    area: 'transactions',
    fromSpec: false,
  },
  'reason:return': {
    message:
      "The recipient's bank returned this transfer: the account may be incorrect, closed or unable to receive funds. The amount less any processing fee will be refunded within a few business days.",
    severity: 'warning',
    area: 'transactions',
    fromSpec: false,
  },
  'reason:insufficient_funds': {
    message: 'The transfer failed because the account balance was not enough.',
    severity: 'warning',
    area: 'transactions',
    fromSpec: false,
  },
  'reason:bad_fx_rate': {
    message:
      'The exchange rate shifted during processing. Funds have not been deducted from your account, please try again.',
    severity: 'warning',
    area: 'transactions',
    fromSpec: false,
  },
  'reason:default': {
    message:
      'The transfer could not be completed and the funds have been returned to your account. Please verify the recipient details.',
    severity: 'warning',
    area: 'transactions',
    fromSpec: false,
  },
  // Batch transfers (docs/decisions/batch-transfers.md): written for this product.
  BATCH_NOT_FOUND: {
    message:
      "We couldn't find this batch in your company: it may have been deleted. Please upload the file again.",
    severity: 'warning',
    area: 'batch-transfers',
    fromSpec: false,
  },
  BATCH_TRANSFER_NOT_FOUND: {
    message:
      "We couldn't find this transfer in the batch: it may have been deleted. Please refresh the batch.",
    severity: 'warning',
    area: 'batch-transfers',
    fromSpec: false,
  },
  BATCH_UPLOAD_EXPIRED: {
    message: 'The upload link has expired or was used already. Please upload the file again.',
    severity: 'warning',
    area: 'batch-transfers',
    fromSpec: false,
  },
  EXPORT_TOO_LARGE: {
    message:
      'This list is too long for one file of this format. Please narrow the filters or choose a shorter period.',
    severity: 'warning',
    area: 'transactions',
    fromSpec: false,
  },
  BATCH_TOO_MANY_TRANSFERS: {
    message: 'A batch takes at most 1,000 transfers. Please split the file into smaller files.',
    severity: 'warning',
    area: 'batch-transfers',
    fromSpec: false,
  },
  BATCH_EMPTY_FILE: {
    message: 'The file has no transfers. Please add at least one row under the header.',
    severity: 'warning',
    area: 'batch-transfers',
    fromSpec: false,
  },
  BATCH_MALFORMED_FILE: {
    message:
      'Some lines of the file could not be read. Please correct them and upload the file again.',
    severity: 'warning',
    area: 'batch-transfers',
    fromSpec: false,
  },
  BATCH_NOT_UPLOADED: {
    message: 'The file has not been uploaded yet. Please upload it again.',
    severity: 'warning',
    area: 'batch-transfers',
    fromSpec: false,
  },
  BATCH_ALREADY_SUBMITTED: {
    message: 'This transfer was submitted already and can no longer be changed.',
    severity: 'warning',
    area: 'batch-transfers',
    fromSpec: false,
  },
  BATCH_CHANGED: {
    message:
      'The batch changed since you reviewed it. Please review the summary again and ask for a new code.',
    severity: 'warning',
    area: 'batch-transfers',
    fromSpec: false,
  },
  BATCH_PRICE_EXPIRED: {
    message:
      "The batch's prices have expired. Please review the summary again and ask for a new code.",
    severity: 'warning',
    area: 'batch-transfers',
    fromSpec: false,
  },
  BATCH_NOTHING_TO_SUBMIT: {
    message: 'There are no valid transfers from this account to submit.',
    severity: 'warning',
    area: 'batch-transfers',
    fromSpec: false,
  },
  // A transaction's files and note (docs/decisions/receipts.md): the bank's codes for the spec's
  // conditions (condition:attachment_limit, condition:attachment_size) carry their texts.
  ATTACHMENT_LIMIT_EXCEEDED: {
    title: ATTACHMENT_TEXTS.limitTitle,
    message: ATTACHMENT_TEXTS.limitBody,
    severity: 'warning',
    area: 'transactions',
    fromSpec: true,
  },
  ATTACHMENT_TOO_LARGE: {
    title: ATTACHMENT_TEXTS.sizeTitle,
    message: ATTACHMENT_TEXTS.sizeBody,
    severity: 'warning',
    area: 'transactions',
    fromSpec: true,
  },
  ATTACHMENT_TYPE_NOT_ALLOWED: {
    title: ATTACHMENT_TEXTS.typeTitle,
    message: ATTACHMENT_TEXTS.typeBody,
    severity: 'warning',
    area: 'transactions',
    fromSpec: false,
  },
  TRANSACTION_READ_ONLY: {
    message: ATTACHMENT_TEXTS.readOnly,
    severity: 'warning',
    area: 'transactions',
    fromSpec: false,
  },
};

/** The entry for a code; an unknown or missing code gets the catalogue's default. */
export function catalogueEntry(code: string | undefined): CatalogueEntry {
  const entry = code === undefined ? undefined : ERROR_CATALOGUE[code];
  if (entry) return entry;
  const fallback = ERROR_CATALOGUE[UNKNOWN_ERROR_CODE];
  if (!fallback) throw new Error('error catalogue has no default entry');
  return fallback;
}

// Loaded, the whole catalogue is what ApiError reads (src/api/errorLookup.ts).
installErrorCatalogue(ERROR_CATALOGUE);
