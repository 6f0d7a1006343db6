import { CALLOUT_IDS } from '../../shared/domain/toggles';
import type { Bank } from '../bank';
import type { BankRouter } from '../router';
import { loadState, updateState } from '../rules/persistedState';
import { issueChatToken } from '../rules/tokens';
import { BankError } from '../types';

/** Toggles, callouts, maintenance notices, guide and checklist flags, announcements, chat. */
export function settingsRoutes(router: BankRouter, bank: Bank): void {
  const { scenario } = bank;

  router.get(
    '/v1/boom/user/feature-toggle',
    (req) => {
      bank.authorize(req);
      return { features: bank.toggles() };
    },
  );

  router.get(
    '/v1/boom/user/feature-callout',
    (req) => {
      const { user } = bank.authorize(req);
      return { seen: loadState().callouts[user.email] ?? [] };
    },
  );

  router.put(
    '/v1/boom/user/feature-callout/update/:featureId',
    (req) => {
      const { user } = bank.authorize(req);
      const id = decodeURIComponent(req.params.featureId ?? '');
      if (!(CALLOUT_IDS as readonly string[]).includes(id)) throw new BankError(400, 'INVALID_PARAMETER', `There is no feature tip called '${id}'.`);
      updateState((s) => {
        s.callouts[user.email] = [...new Set([...(s.callouts[user.email] ?? []), id])];
      });
      return {};
    },
  );

  // Maintenance notices are public: the login page shows them before anyone signs in.
  router.get('/v1/boom/auth/maintenance', () => ({ notices: scenario.maintenance }));
  router.post(
    '/v1/boom/auth/maintenance',
    (req) => {
      const types: unknown[] = Array.isArray(req.body.maintenanceModeTypes) ? req.body.maintenanceModeTypes : [];
      return { notices: scenario.maintenance.filter((n) => types.includes(n.maintenanceModeType)) };
    },
  );

  router.get(
    '/v1/boom/user/guide-status',
    (req) => {
      const { user } = bank.authorize(req);
      // Closing the guide (POST /boom/v2/accounts/preference {displayGuide: false}) is kept.
      return { DisplayGuide: user.profile.isFirstLogin && !bank.ledger.guideClosed(user.email) };
    },
  );

  router.get(
    '/v1/boom/user/actions',
    (req) => {
      bank.authorize(req);
      return { ...scenario.checklist };
    },
  );

  // Active (between start and end, not archived) and for the user's role (spec-3 §4).
  router.get(
    '/v1/boom/user/announcements',
    (req) => {
      const { user } = bank.authorize(req);
      const now = Date.now();
      return scenario.announcements.filter(
        (a) => a.roles.includes(user.role) && !a.isArchived && Date.parse(a.startDate) <= now && now <= Date.parse(a.endDate),
      );
    },
  );

  router.get(
    '/boom/v2/chat/jwt',
    (req) => {
      const { user } = bank.authorize(req);
      return { jwtToken: issueChatToken({ ...user, name: user.profile.name }, scenario.company.corpID) };
    },
  );
}
