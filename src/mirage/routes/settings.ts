import {
  getAnnouncements,
  getChatToken,
  getChecklist,
  getFeatureToggles,
  getGuideStatus,
  getSeenCallouts,
  markCalloutSeen,
} from '../../shared/contracts/settings';
import { CALLOUT_IDS, type CalloutId } from '../../shared/domain/toggles';
import type { Bank } from '../bank';
import { route, type ContractRoute } from '../contractRoutes';
import { announcementsFor, isAnnouncementId } from '../rules/announcements';
import { corpIdOf } from '../rules/applicants';
import { cardChecklist, loadCards } from '../rules/cards';
import { loadSeen, updateSeen } from '../stores/seen';
import { issueChatToken } from '../rules/tokens';
import { topUpCompleted } from '../rules/incomingPayments';
import { BankError } from '../types';

const isCalloutId = (id: string): id is CalloutId =>
  (CALLOUT_IDS as readonly string[]).includes(id);

/** Toggles, callouts, guide and checklist flags, announcements, chat (contracts: src/shared/contracts/settings.ts). */
export function settingsHandlers(bank: Bank): ContractRoute[] {
  const { scenario } = bank;
  return [
    route(getFeatureToggles, ({ req }) => {
      bank.authorize(req);
      return { features: bank.toggles() };
    }),

    route(getSeenCallouts, ({ req }) => {
      const { user } = bank.authorize(req);
      return { seen: (loadSeen().callouts[user.email] ?? []).filter(isCalloutId) };
    }),

    // A feature tip, or an announcement by its featureId (docs/decisions/dashboard.md 'Dashboard notices').
    route(markCalloutSeen, ({ req, params }) => {
      const { user } = bank.authorize(req);
      const id = params.featureId;
      if (!isCalloutId(id) && !isAnnouncementId(scenario, id))
        throw new BankError(
          400,
          'INVALID_PARAMETER',
          `There is no feature tip or announcement called '${id}'.`,
        );
      updateSeen((s) => {
        s.callouts[user.email] = [...new Set([...(s.callouts[user.email] ?? []), id])];
      });
      return {};
    }),

    route(getGuideStatus, ({ req }) => {
      const { user } = bank.authorize(req);
      // The first login shows it until the user closes it (POST /boom/v2/accounts/preference
      // {displayGuide: false}); {displayGuide: true} asks for it again (the demo's showUserGuide).
      const closed = bank.preferences.guideClosed(user.email);
      return { DisplayGuide: closed === undefined ? user.profile.isFirstLogin : !closed };
    }),

    route(getChecklist, ({ req }) => {
      const { user } = bank.authorize(req);
      const actor = {
        userReferenceID: user.userReferenceID,
        email: user.email,
        role: user.role,
        corpID: corpIdOf(user, scenario),
      };
      // The card items from the user's own cards and their payments (rules/cards.ts).
      const transactions = bank.transactions.list();
      return {
        ...scenario.checklist,
        // docs/decisions/accounts.md 'Simulated incoming payments': money in completes the top-up.
        firstTopUpCompleted: topUpCompleted(scenario.checklist.firstTopUpCompleted, transactions),
        ...cardChecklist(loadCards(scenario), actor, transactions),
      };
    }),

    // Active, for the user's role (spec-3 §4) and not seen yet (docs/decisions/dashboard.md 'Dashboard notices').
    route(getAnnouncements, ({ req }) => announcementsFor(scenario, bank.authorize(req).user)),

    route(getChatToken, ({ req }) => {
      const { user } = bank.authorize(req);
      return {
        jwtToken: issueChatToken({ ...user, name: user.profile.name }, scenario.company.corpID),
      };
    }),
  ];
}
