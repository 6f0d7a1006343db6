import {
  addRecipient,
  checkDuplicateRecipient,
  deleteRecipient,
  listRecipients,
  recipientDetail,
} from '../../shared/contracts/recipients';
import { RECIPIENT_MANAGER_ROLES } from '../../shared/domain/recipient';
import type { Bank } from '../bank';
import { route, type ContractRoute } from '../contractRoutes';
import { recipientNotFound } from '../stores/recipients';
import { assertFieldRules, assertNotDuplicate, recipientFromDraft } from '../rules/recipients';
import { assertMayTransfer } from '../rules/moneyCalls';

/**
 * spec-2 §7 Recipients (contracts: src/shared/contracts/recipients.ts). Whoever may transfer may
 * list and open recipients; adding and deleting (for all users) is for payment-capable roles
 * (docs/decisions/roles.md Roles). The per-currency field rules of src/shared/domain/recipients/ run
 * on add and dupcheck too, so the bank refuses what the form would, and stores their draft.
 */
export function recipientHandlers(bank: Bank): ContractRoute[] {
  const checkFields = (body: Parameters<typeof assertFieldRules>[0], email: string) =>
    assertFieldRules(body, {
      ownAccountNumbers: bank.accounts.list().map((a) => a.accountNumber),
      vndCorporate: bank.isOn('vndCorporate', { email }),
    });
  return [
    route(listRecipients, ({ req }) => {
      const { user } = bank.authorize(req);
      assertMayTransfer(bank, user);
      return { recipients: bank.recipients.list() };
    }),

    route(recipientDetail, ({ req, params }) => {
      const { user } = bank.authorize(req);
      assertMayTransfer(bank, user);
      const recipient = bank.recipients.get(params.id);
      if (!recipient) throw recipientNotFound(params.id);
      return { recipient };
    }),

    route(checkDuplicateRecipient, ({ req, body }) => {
      const { user } = bank.authorize(req, RECIPIENT_MANAGER_ROLES);
      const draft = checkFields(body, user.email);
      assertNotDuplicate(bank.recipients, recipientFromDraft(draft, body));
      return {};
    }),

    route(addRecipient, ({ req, body }) => {
      const { user } = bank.authorize(req, RECIPIENT_MANAGER_ROLES);
      // The rules' draft is stored, never the body as sent (fields the currency does not read).
      const fields = recipientFromDraft(checkFields(body, user.email), body);
      assertNotDuplicate(bank.recipients, fields);
      return { recipient: bank.recipients.add(fields) };
    }),

    route(deleteRecipient, ({ req, body }) => {
      bank.authorize(req, RECIPIENT_MANAGER_ROLES);
      bank.recipients.delete(body.recipientDisplayReferenceID);
      return {};
    }),
  ];
}
