import {
  activateCard,
  cardLimits,
  createCard,
  createCardSchema,
  editCardLimit,
  editCardMerchants,
  lockCard,
  merchantCategories,
  physicalCards,
  saveCardOrder,
  suspendCard,
  unlockCard,
  unsuspendCard,
  virtualCards,
} from '../../shared/contracts/cards';
import { MERCHANT_CATEGORIES, type CardChange } from '../../shared/domain/cards';
import type { Bank } from '../bank';
import { bodyReadLater, readBody, route, type ContractRoute } from '../contractRoutes';
import { corpIdOf } from '../rules/applicants';
import { bankNow } from '../rules/bankClock';
import {
  activate,
  cardView,
  consumeCardCode,
  createCardFor,
  reorderCards,
  limitsOf,
  listCards,
  loadCards,
  lock,
  requireManager,
  setLimit,
  setMerchants,
  suspendCard as suspend,
  unlock,
  unsuspendCard as unsuspend,
  type CardActor,
  type CardControl,
  type CardPerson,
  type CodeReferences,
} from '../rules/cards';
import type { CardRecord } from '../stores/cards';
import type { BankRequest } from '../router';
import type { MockUser } from '../types';

/**
 * spec-3 §7 Cards (contracts: src/shared/contracts/cards.ts; docs/decisions/cards.md). Card
 * managers (admin, sub-admin, finance) see and control every card of the company; anyone else sees
 * their own, and may lock or activate it. A change that weakens a control carries an
 * Idempotency-Key and a code bound to the card and the change.
 */
export function cardHandlers(bank: Bank): ContractRoute[] {
  const actorOf = (user: MockUser): CardActor => ({
    userReferenceID: user.userReferenceID,
    email: user.email,
    role: user.role,
    corpID: corpIdOf(user, bank.scenario),
  });
  /** The company's people; another company's admin finds none of the demo company's. */
  const peopleOf = (actor: CardActor): CardPerson[] =>
    actor.corpID === bank.scenario.company.corpID ? bank.people() : [];
  const accountsOf = (actor: CardActor) =>
    actor.corpID === bank.scenario.company.corpID ? bank.accounts.list() : [];
  const signedIn = (req: BankRequest) => actorOf(bank.authorize(req).user);
  const view = (actor: CardActor, card: CardRecord) => ({
    card: cardView(card, peopleOf(actor), accountsOf(actor)),
  });
  const control = (actor: CardActor, id: string): CardControl => ({
    scenario: bank.scenario,
    actor,
    id,
    holderSuspended: (card) =>
      peopleOf(actor).some((p) => p.userReferenceID === card.holderUserReferenceID && p.suspended),
    now: bankNow(),
  });
  /** The code check of a weakening change, bound to this card in its account's currency. */
  const guard =
    (actor: CardActor, change: CardChange, codes: CodeReferences, detail = {}) =>
    (card: CardRecord) => {
      const currency = view(actor, card).card.linkedAccount.currency;
      consumeCardCode(actor, card, currency, change, codes, detail);
    };
  const list = (type: 'PHYSICAL' | 'VIRTUAL') => (req: BankRequest) => {
    const actor = signedIn(req);
    return {
      cards: listCards(loadCards(bank.scenario), actor, type, peopleOf(actor), accountsOf(actor)),
    };
  };

  return [
    route(physicalCards, ({ req }) => list('PHYSICAL')(req)),
    route(virtualCards, ({ req }) => list('VIRTUAL')(req)),

    route(saveCardOrder, ({ req, body }) => {
      const actor = signedIn(req);
      reorderCards(bank.scenario, actor, body.type, body.order);
      return list(body.type)(req);
    }),

    route(cardLimits, ({ req }) => {
      const actor = signedIn(req);
      requireManager(actor);
      return limitsOf(loadCards(bank.scenario), actor.corpID);
    }),

    route(merchantCategories, ({ req }) => {
      signedIn(req);
      return { categories: MERCHANT_CATEGORIES.map((c) => ({ code: c.code, label: c.label })) };
    }),

    route(bodyReadLater(createCard), ({ req }) => {
      const { user } = bank.authorize(req);
      const actor = actorOf(user);
      requireManager(actor);
      return bank.idempotent(req, user, () => {
        const body = readBody(createCardSchema, req.body);
        const { card, deliveryDays } = createCardFor(
          bank.scenario,
          actor,
          {
            type: body.type,
            holder: peopleOf(actor).find((p) => p.userReferenceID === body.holderUserReferenceID),
            account: accountsOf(actor).find((a) => a.accountNumber === body.accountNumber),
            nameOnCard: body.nameOnCard,
            spendingLimit: body.spendingLimit,
          },
          bankNow(),
        );
        return { ...view(actor, card), ...(deliveryDays ? { deliveryDays } : {}) };
      });
    }),

    route(activateCard, ({ req, params }) => {
      const actor = signedIn(req);
      return view(actor, activate(control(actor, params.id)));
    }),

    route(lockCard, ({ req, params }) => {
      const actor = signedIn(req);
      return view(actor, lock(control(actor, params.id)));
    }),

    route(bodyReadLater(unlockCard), ({ req, params }) => {
      const { user } = bank.authorize(req);
      const actor = actorOf(user);
      requireManager(actor);
      return bank.idempotent(req, user, () => {
        const body = readBody(unlockCard.body, req.body);
        return view(actor, unlock(control(actor, params.id), guard(actor, 'unlock', body)));
      });
    }),

    route(suspendCard, ({ req, params }) => {
      const actor = signedIn(req);
      return view(actor, suspend(control(actor, params.id)));
    }),

    route(bodyReadLater(unsuspendCard), ({ req, params }) => {
      const { user } = bank.authorize(req);
      const actor = actorOf(user);
      requireManager(actor);
      return bank.idempotent(req, user, () => {
        const body = readBody(unsuspendCard.body, req.body);
        return view(actor, unsuspend(control(actor, params.id), guard(actor, 'unsuspend', body)));
      });
    }),

    route(bodyReadLater(editCardLimit), ({ req, params }) => {
      const { user } = bank.authorize(req);
      const actor = actorOf(user);
      requireManager(actor);
      return bank.idempotent(req, user, () => {
        const body = readBody(editCardLimit.body, req.body);
        const checked = guard(actor, 'limit', body, { amount: body.spendingLimit });
        return view(actor, setLimit(control(actor, params.id), body.spendingLimit, checked));
      });
    }),

    route(bodyReadLater(editCardMerchants), ({ req, params }) => {
      const { user } = bank.authorize(req);
      const actor = actorOf(user);
      requireManager(actor);
      return bank.idempotent(req, user, () => {
        const body = readBody(editCardMerchants.body, req.body);
        const checked = guard(actor, 'merchants', body, { merchants: body.merchants });
        return view(actor, setMerchants(control(actor, params.id), body.merchants, checked));
      });
    }),
  ];
}
