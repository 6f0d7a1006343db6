import {
  createCard,
  forgotPinCode,
  generatePanOtp,
  lockCard,
  physicalCards,
  verifyPanOtp,
} from '../../../shared/contracts/cards';
import { buildPath } from '../../../shared/contracts/contract';
import type { Card } from '../../../shared/domain/cards';
import type { CodeBinding } from '../../../shared/domain/transfers';
import { call, payoutReference, post } from '../../testingCalls';
import { DEMO_CARD_PIN } from '../../rules/cardPins';
import type { Examples } from './example';

/**
 * The seeded cards (scenarios/default.ts): CARD-0001 the admin's physical, CARD-0002 the admin's
 * virtual (SGD, Marketing and Technology only), CARD-0003 finance's virtual and CARD-0007 finance's
 * suspended physical (USD). The team examples run first and suspend the general user, so these
 * use the admin's and finance's cards.
 */
const cardCode = (token: string, binding: Omit<CodeBinding, 'purpose'>) =>
  payoutReference(token, { purpose: 'card', ...binding });

export const CARD_EXAMPLES: Examples = {
  'cards.physical': () => ({}),
  'cards.virtual': () => ({}),
  'cards.limits': () => ({}),
  'cards.merchants': () => ({}),
  'cards.create': (f) => ({
    body: {
      type: 'PHYSICAL',
      holderUserReferenceID: 'USR-0001',
      accountNumber: f.accounts[0]?.accountNumber ?? '',
      nameOnCard: 'Demo Admin',
      spendingLimit: 1_000_000_000,
      addressType: 'MAILING_ADDRESS',
    },
  }),
  // A physical card of its own, just created: not activated yet.
  'cards.activate': async (f) => {
    const created = await post<{ card: Card }>(createCard.path, {
      bearer: f.token,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: {
        type: 'PHYSICAL',
        holderUserReferenceID: 'USR-0001',
        accountNumber: f.accounts[0]?.accountNumber ?? '',
        nameOnCard: 'Demo Admin',
        spendingLimit: 500_000_000,
        addressType: 'RESIDENTIAL_ADDRESS',
      },
    });
    return { params: { id: created.body.card.id } };
  },
  'cards.lock': () => ({ params: { id: 'CARD-0001' } }),
  // Locked first (a no-op when the lock example did it), then unlocked with a code bound to it.
  'cards.unlock': async (f) => {
    await post(buildPath(lockCard.path, { id: 'CARD-0001' }), { bearer: f.token });
    const otpReferenceID = await cardCode(f.token, {
      subject: 'CARD-0001',
      payee: 'unlock',
      amount: 0,
      currency: 'SGD',
    });
    return { params: { id: 'CARD-0001' }, body: { otpReferenceID } };
  },
  'cards.suspend': () => ({ params: { id: 'CARD-0003' } }),
  'cards.unsuspend': async (f) => {
    const otpReferenceID = await cardCode(f.token, {
      subject: 'CARD-0007',
      payee: 'unsuspend',
      amount: 0,
      currency: 'USD',
    });
    return { params: { id: 'CARD-0007' }, body: { otpReferenceID } };
  },
  // Raised from S$2,000 to S$2,500: a code bound to the card and the new limit.
  'cards.editLimit': async (f) => {
    const otpReferenceID = await cardCode(f.token, {
      subject: 'CARD-0002',
      payee: 'limit',
      amount: 2_500_000_000,
      currency: 'SGD',
    });
    return { params: { id: 'CARD-0002' }, body: { spendingLimit: 2_500_000_000, otpReferenceID } };
  },
  // Widened to Travel as well: a code bound to the new set.
  'cards.editMerchants': async (f) => {
    const otpReferenceID = await cardCode(f.token, {
      subject: 'CARD-0002',
      payee: 'mcc:MARKETING+TECH+TRAVEL',
      amount: 0,
      currency: 'SGD',
    });
    return {
      params: { id: 'CARD-0002' },
      body: {
        merchants: { type: 'ALLOW_LISTED', categories: ['TRAVEL', 'TECH', 'MARKETING'] },
        otpReferenceID,
      },
    };
  },
  // The company's physical cards, in reverse: whatever the examples before created.
  'cards.order': async (f) => {
    const listed = await call<{ cards: Card[] }>(physicalCards.path, { bearer: f.token });
    return { body: { type: 'PHYSICAL', order: listed.body.cards.map((c) => c.id).toReversed() } };
  },
  // The admin's own physical card, issued with the demo's PIN.
  'cards.changePin': () => ({
    params: { id: 'CARD-0001' },
    body: { existingpin: DEMO_CARD_PIN, pin: '135791', cardId: 'CARD-0001' },
  }),
  'cards.forgotPinCode': () => ({ params: { id: 'CARD-0001' } }),
  'cards.resetPin': async (f) => {
    const sent = await call<{ otpID: string }>(buildPath(forgotPinCode.path, { id: 'CARD-0001' }), {
      bearer: f.token,
    });
    return {
      params: { id: 'CARD-0001' },
      body: { otpID: sent.body.otpID, OTP: '123456', pin: '975310', cardId: 'CARD-0001' },
    };
  },
  // Card details: the admin's own virtual card (CARD-0002), a code, then its verified reference.
  'cards.generatePanOtp': () => ({ body: { cardId: 'CARD-0002' } }),
  'cards.verifyPanOtp': async (f) => {
    const sent = await post<{ otpID: string }>(generatePanOtp.path, {
      bearer: f.token,
      body: { cardId: 'CARD-0002' },
    });
    return { body: { cardId: 'CARD-0002', otpID: sent.body.otpID, OTP: '123456' } };
  },
  'cards.token': async (f) => {
    const sent = await post<{ otpID: string }>(generatePanOtp.path, {
      bearer: f.token,
      body: { cardId: 'CARD-0002' },
    });
    const verified = await post<{ panReferenceID: string }>(verifyPanOtp.path, {
      bearer: f.token,
      body: { cardId: 'CARD-0002', otpID: sent.body.otpID, OTP: '123456' },
    });
    return {
      params: { id: 'CARD-0002' },
      body: { panReferenceID: verified.body.panReferenceID },
    };
  },
};
