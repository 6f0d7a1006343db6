import * as z from 'zod/mini';
import { CURRENCY_CODES } from '../currencies';
import {
  CARD_ADDRESS_TYPES,
  CARD_LIMIT_PERIOD,
  CARD_STATUSES,
  CARD_TYPES,
  MERCHANT_CATEGORY_CODES,
} from '../domain/cards';
import { ACCESS_ERRORS, defineContract } from './contract';
import {
  accountNumberField,
  amountField,
  referenceField,
  requiredReferenceField,
  requiredTextField,
} from './fields';

/**
 * spec-3 §7 Cards (/boom/v2/cards), §3 Card, §4 Card flows (docs/decisions/cards.md). Who may call
 * what stays with the bank (NO_PERMISSION_API). No schema here carries a card's full number,
 * expiry or security code: a card is known by its last four digits.
 */

const merchantRestrictionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('NO_RESTRICTION') }),
  z.object({
    type: z.literal('ALLOW_LISTED'),
    categories: z
      .array(z.enum(MERCHANT_CATEGORY_CODES))
      .check(z.minLength(1), z.maxLength(MERCHANT_CATEGORY_CODES.length)),
  }),
]);

export const cardSchema = z.object({
  id: z.string(),
  type: z.enum(CARD_TYPES),
  cardOrder: z.number().check(z.int()),
  status: z.enum(CARD_STATUSES),
  panTail: z.string().check(z.regex(/^\d{4}$/)),
  nameOnCard: z.string(),
  holder: z.object({ userReferenceID: z.string(), name: z.string() }),
  linkedAccount: z.object({
    accountNumber: z.string(),
    accountName: z.string(),
    currency: z.enum(CURRENCY_CODES),
  }),
  spendingLimit: amountField,
  spentAmount: amountField,
  limitPeriod: z.literal(CARD_LIMIT_PERIOD),
  merchants: merchantRestrictionSchema,
  updatedAt: z.string(),
});

const cardAnswer = z.object({ card: cardSchema });
const cardList = z.object({ cards: z.array(cardSchema) });
const cardParams = z.object({ id: requiredReferenceField });

/** The verified code's reference of a weakening change: an SMS or e-mail code's, or an authenticator's. */
const codeReferences = {
  otpReferenceID: z.optional(referenceField),
  totpReferenceID: z.optional(referenceField),
};

const READ_ERRORS = [...ACCESS_ERRORS, 'NO_PERMISSION_API'] as const;
const CARD_ERRORS = [
  ...READ_ERRORS,
  'INVALID_PARAM_ERROR',
  'INVALID_PARAMETER',
  'RESOURCE_NOT_FOUND',
  'USER_ALREADY_SUSPENDED',
] as const;
/** A change that may weaken a control: an Idempotency-Key, and a code bound to the change. */
const GUARDED_ERRORS = [
  ...CARD_ERRORS,
  'MISSING_REQUEST_ID',
  'FX_TXN_STATUS_ALREADY_EXISTS',
  'INVALID_OTP',
] as const;

export const physicalCards = defineContract({
  id: 'cards.physical',
  method: 'GET',
  path: '/boom/v2/cards/PHYSICAL',
  summary:
    "spec-3 §7 Cards: the company's physical cards in cardOrder (admin, sub-admin, finance); anyone else's own only",
  auth: 'bearer',
  answer: cardList,
  errors: READ_ERRORS,
});

export const virtualCards = defineContract({
  id: 'cards.virtual',
  method: 'GET',
  path: '/boom/v2/cards/VIRTUAL',
  summary:
    "spec-3 §7 Cards: the company's virtual cards in cardOrder (admin, sub-admin, finance); anyone else's own only",
  auth: 'bearer',
  answer: cardList,
  errors: READ_ERRORS,
});

export const cardLimits = defineContract({
  id: 'cards.limits',
  method: 'GET',
  path: '/boom/v2/cards/limits',
  summary:
    'spec-3 §3 Card creation limits, §4: the limits, the totals and how many cards may still be created (overall_card_limit - (total_physical_cards + total_virtual_cards)), overall and per type; admin, sub-admin, finance',
  auth: 'bearer',
  answer: z.object({
    overall_card_limit: z.number().check(z.int()),
    physical_card_limit: z.number().check(z.int()),
    virtual_card_limit: z.number().check(z.int()),
    total_physical_cards: z.number().check(z.int()),
    total_virtual_cards: z.number().check(z.int()),
    maxNewCards: z.number().check(z.int()),
    maxNewPhysicalCards: z.number().check(z.int()),
    maxNewVirtualCards: z.number().check(z.int()),
  }),
  errors: READ_ERRORS,
});

export const merchantCategories = defineContract({
  id: 'cards.merchants',
  method: 'GET',
  path: '/boom/v2/cards/merchants',
  summary:
    'spec-3 §7 Cards, §3 merchant control types: the merchant categories a card can be restricted to',
  auth: 'bearer',
  answer: z.object({
    categories: z.array(z.object({ code: z.enum(MERCHANT_CATEGORY_CODES), label: z.string() })),
  }),
  errors: ACCESS_ERRORS,
});

/** A physical card is delivered to an address; a virtual card has none. */
export const createCardSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('PHYSICAL'),
    holderUserReferenceID: requiredReferenceField,
    accountNumber: accountNumberField,
    nameOnCard: requiredTextField(26),
    spendingLimit: amountField,
    addressType: z.enum(CARD_ADDRESS_TYPES),
  }),
  z.strictObject({
    type: z.literal('VIRTUAL'),
    holderUserReferenceID: requiredReferenceField,
    accountNumber: accountNumberField,
    nameOnCard: requiredTextField(26),
    spendingLimit: amountField,
  }),
]);

export const createCard = defineContract({
  id: 'cards.create',
  method: 'POST',
  path: '/v1/boom/cards',
  summary:
    "spec-3 §7 Cards, §4 Card flows: a physical card (delivered to the company's mailing or the holder's residential address within 5-7 days, not activated) or a virtual card (active) for a team member and a linked account; admin, sub-admin, finance; within the creation limits",
  auth: 'bearer',
  money: true,
  body: createCardSchema,
  answer: z.object({ card: cardSchema, deliveryDays: z.optional(z.string()) }),
  errors: [...CARD_ERRORS, 'MISSING_REQUEST_ID', 'FX_TXN_STATUS_ALREADY_EXISTS'],
});

export const activateCard = defineContract({
  id: 'cards.activate',
  method: 'POST',
  path: '/v1/boom/cards/:id/activate',
  summary:
    'spec-3 §7 Cards: a physical card that arrived, from not activated to active; its holder, or admin, sub-admin, finance',
  auth: 'bearer',
  params: cardParams,
  answer: cardAnswer,
  errors: CARD_ERRORS,
});

export const lockCard = defineContract({
  id: 'cards.lock',
  method: 'POST',
  path: '/boom/v2/cards/:id/lock',
  summary:
    'spec-3 §7 Cards: freezes an active card (no code: it strengthens a control); its holder, or admin, sub-admin, finance',
  auth: 'bearer',
  params: cardParams,
  answer: cardAnswer,
  errors: CARD_ERRORS,
});

export const unlockCard = defineContract({
  id: 'cards.unlock',
  method: 'POST',
  path: '/boom/v2/cards/:id/unlock',
  summary:
    "spec-3 §7 Cards: unfreezes a locked card with a code bound to it (purpose 'card', payee 'unlock'); admin, sub-admin, finance",
  auth: 'bearer',
  money: true,
  params: cardParams,
  body: z.object(codeReferences),
  answer: cardAnswer,
  errors: GUARDED_ERRORS,
});

export const suspendCard = defineContract({
  id: 'cards.suspend',
  method: 'POST',
  path: '/boom/v2/cards/:id/suspend',
  summary:
    'spec-3 §7 Cards: stops a card until an admin unsuspends it; USER_ALREADY_SUSPENDED when its holder is suspended; admin, sub-admin, finance',
  auth: 'bearer',
  params: cardParams,
  answer: cardAnswer,
  errors: CARD_ERRORS,
});

export const unsuspendCard = defineContract({
  id: 'cards.unsuspend',
  method: 'POST',
  path: '/boom/v2/cards/:id/unsuspend',
  summary:
    "spec-3 §7 Cards: restarts a suspended card with a code bound to it (payee 'unsuspend'); USER_ALREADY_SUSPENDED when its holder is suspended; admin, sub-admin, finance",
  auth: 'bearer',
  money: true,
  params: cardParams,
  body: z.object(codeReferences),
  answer: cardAnswer,
  errors: GUARDED_ERRORS,
});

export const editCardLimit = defineContract({
  id: 'cards.editLimit',
  method: 'POST',
  path: '/boom/v2/cards/:id/limits',
  summary:
    "spec-3 §7 Cards: the card's monthly spending limit in micro-units; raising it needs a code bound to the card and the new limit (payee 'limit'); admin, sub-admin, finance",
  auth: 'bearer',
  money: true,
  params: cardParams,
  body: z.object({ spendingLimit: amountField, ...codeReferences }),
  answer: cardAnswer,
  errors: GUARDED_ERRORS,
});

export const editCardMerchants = defineContract({
  id: 'cards.editMerchants',
  method: 'PUT',
  path: '/boom/v2/cards/:id/merchants',
  summary:
    "spec-3 §7 Cards, §3 merchant control types: no restriction, or the listed categories only; widening needs a code bound to the card and the new set (payee 'mcc:...'); admin, sub-admin, finance",
  auth: 'bearer',
  money: true,
  params: cardParams,
  body: z.object({ merchants: merchantRestrictionSchema, ...codeReferences }),
  answer: cardAnswer,
  errors: GUARDED_ERRORS,
});

// --- PINs (spec-3 §4 Card flows, §5, §7 Cards; docs/decisions/cards.md 'PINs') ---

/** spec-3 §5: a PIN is exactly 6 digits ('6-digit PIN'). */
const pinField = z.string().check(z.regex(/^\d{6}$/, '6-digit PIN'));
const PIN_ERRORS = [...CARD_ERRORS, 'PIN_BLOCKED'] as const;

export const changeCardPin = defineContract({
  id: 'cards.changePin',
  method: 'POST',
  path: '/boom/v2/cards/:id/change/pin',
  summary:
    "spec-3 §7 Cards: the holder's new PIN, with the existing one; a wrong existing PIN is 400 'Incorrect PIN', the third in a row 423 PIN_BLOCKED until Forgot PIN; physical cards only",
  auth: 'bearer',
  params: cardParams,
  body: z.object({ pin: pinField, existingpin: pinField, cardId: requiredReferenceField }),
  answer: z.object({}),
  errors: PIN_ERRORS,
});

export const forgotPinCode = defineContract({
  id: 'cards.forgotPinCode',
  method: 'GET',
  path: '/boom/v2/cards/:id/forgot/pin/otp',
  summary:
    "spec-3 §4 Card flows: Forgot PIN's code, texted to the holder (again after the wait: resend); the holder's physical card only",
  auth: 'bearer',
  params: cardParams,
  answer: z.object({ otpID: z.string(), resendInSeconds: z.number() }),
  errors: [...PIN_ERRORS, 'TOO_MANY_REQUEST', 'ACCOUNT_LOCKED', 'ACCOUNT_PERMANENT_LOCKED'],
});

export const resetCardPin = defineContract({
  id: 'cards.resetPin',
  method: 'POST',
  path: '/boom/v2/cards/:id/forgot/pin/otp',
  summary:
    "spec-3 §7 Cards: Forgot PIN's code and the new PIN (otpID, OTP, pin, cardId); a wrong code is 400 ('Invalid verification code') and counts towards the sign-in lock; lifts a PIN block",
  auth: 'bearer',
  params: cardParams,
  body: z.object({
    otpID: requiredReferenceField,
    OTP: z.string().check(z.regex(/^\d{6}$/)),
    pin: pinField,
    cardId: requiredReferenceField,
  }),
  answer: z.object({}),
  errors: [...PIN_ERRORS, 'ACCOUNT_LOCK_WARNING', 'ACCOUNT_LOCKED', 'ACCOUNT_PERMANENT_LOCKED'],
});

// --- Card details behind a code (spec-3 §4 Card flows, §7 Cards; docs/decisions/cards.md
// 'Card details behind a code'): a code bound to the card, a verified reference, a single-use
// token; only the card provider (contracts/cardProvider.ts) answers the number ---

/** The purpose a card-details code is bound to, with the card's id. */
export const CARD_DETAILS_PURPOSE = 'card-details';
/** How long a card-details token can be validated, and how long the app shows the details. */
export const CARD_DETAILS_SECONDS = 60;

const DETAILS_ERRORS = [
  ...READ_ERRORS,
  'RESOURCE_NOT_FOUND',
  'INVALID_PARAMETER',
  'INVALID_PARAM_ERROR',
] as const;

export const generatePanOtp = defineContract({
  id: 'cards.generatePanOtp',
  method: 'POST',
  path: '/boom/v2/cards/generate-pan-otp',
  summary:
    "spec-3 §4 Card flows: a code texted to the holder, bound to the card, before its details are shown; the holder's own card only",
  auth: 'bearer',
  body: z.object({ cardId: requiredReferenceField }),
  answer: z.object({ otpID: z.string(), resendInSeconds: z.number(), maskedPhone: z.string() }),
  errors: [...DETAILS_ERRORS, 'TOO_MANY_REQUEST', 'ACCOUNT_LOCKED', 'ACCOUNT_PERMANENT_LOCKED'],
});

export const verifyPanOtp = defineContract({
  id: 'cards.verifyPanOtp',
  method: 'POST',
  path: '/boom/v2/cards/verify-pan-otp',
  summary:
    "spec-3 §7 Cards: the texted code (otpID, OTP) or the authenticator's (totp), for the card; answers the verified reference the token call takes. A wrong code counts towards the sign-in lock",
  auth: 'bearer',
  body: z.object({
    cardId: requiredReferenceField,
    otpID: z.optional(referenceField),
    OTP: z.optional(z.string().check(z.regex(/^\d{6}$/))),
    totp: z.optional(z.string().check(z.regex(/^\d{6}$/))),
  }),
  answer: z.object({ panReferenceID: z.string() }),
  errors: [...DETAILS_ERRORS, 'ACCOUNT_LOCK_WARNING', 'ACCOUNT_LOCKED', 'ACCOUNT_PERMANENT_LOCKED'],
});

export const cardDetailsToken = defineContract({
  id: 'cards.token',
  method: 'POST',
  path: '/v1/boom/cards/:id/token',
  summary:
    "spec-3 §7 Cards: a single-use token, valid for 60 s, that the card provider's validate call exchanges for the card's number, expiry and security code; takes the verified reference of verify-pan-otp, once",
  auth: 'bearer',
  params: cardParams,
  body: z.object({ panReferenceID: requiredReferenceField }),
  answer: z.object({ tokenId: z.string(), expiresInSeconds: z.number() }),
  errors: [...DETAILS_ERRORS, 'INVALID_OTP'],
});

/**
 * spec-3 §7 names POST /v1/boom/user/card-preference beside the accounts' preference call, with no
 * payload: the cards' order (docs/decisions/cards.md 'Card order'). One type's cards, the company's
 * whole list of that type in its new order; the answer is that list with its new cardOrder.
 */
export const saveCardOrder = defineContract({
  id: 'cards.order',
  method: 'POST',
  path: '/v1/boom/user/card-preference',
  summary:
    "spec-3 §7 (payload not given; docs/decisions/cards.md 'Card order'): saves the order of one type's cards, a permutation of the company's cards of that type; admin, sub-admin, finance",
  auth: 'bearer',
  body: z.object({
    type: z.enum(CARD_TYPES),
    order: z.array(requiredReferenceField).check(z.minLength(1), z.maxLength(100)),
  }),
  answer: cardList,
  errors: CARD_ERRORS,
});

export const CARD_CONTRACTS = [
  physicalCards,
  virtualCards,
  cardLimits,
  merchantCategories,
  createCard,
  activateCard,
  lockCard,
  unlockCard,
  suspendCard,
  unsuspendCard,
  editCardLimit,
  editCardMerchants,
  changeCardPin,
  forgotPinCode,
  resetCardPin,
  generatePanOtp,
  verifyPanOtp,
  cardDetailsToken,
  saveCardOrder,
] as const;
