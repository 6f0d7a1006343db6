import * as z from 'zod/mini';
import { defineContract } from './contract';
import { requiredReferenceField } from './fields';

/**
 * The card provider (spec-3 §4 Card flows, §7 Cards; docs/decisions/cards.md 'Card details behind
 * a code'): the one place a card's full number, expiry and security code come from. The bank
 * issues a single-use token (contracts/cards.ts cards.token); the provider exchanges it, once and
 * within 60 s, for the details. Its own host in production; the mock bank answers it too. The
 * token is the only credential: no bearer token of the bank goes to the provider.
 */

export const validateCardToken = defineContract({
  id: 'cardProvider.validate',
  method: 'POST',
  path: '/v1/auth/pan/token/validate',
  summary:
    "spec-3 §7 Cards: the card provider exchanges a card-details token (tokenId) once, within 60 s, for the card's number (pan), expiry (MM/YY) and security code (cvv2); a used, expired or unknown token is 401 INVALID_TOKEN",
  auth: 'none',
  body: z.object({ tokenId: requiredReferenceField }),
  answer: z.object({
    pan: z.string().check(z.regex(/^\d{16}$/)),
    expiry: z.string().check(z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/)),
    cvv2: z.string().check(z.regex(/^\d{3}$/)),
  }),
  errors: ['INVALID_TOKEN', 'INVALID_PARAM_ERROR'],
});

export const CARD_PROVIDER_CONTRACTS = [validateCardToken] as const;
