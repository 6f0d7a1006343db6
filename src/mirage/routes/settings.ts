import type { Server } from 'miragejs';
import { CALLOUT_IDS } from '../../shared/domain/toggles';
import { requireString, type Bank } from '../bank';
import { updateState } from '../rules/persistedState';
import { issueToken, newSessionId } from '../rules/tokens';
import { BankError } from '../types';

/** Toggles, callouts, maintenance notices, guide and checklist flags, announcements, chat. */
export function settingsRoutes(this: Server, bank: Bank): void {
  const { scenario } = bank;

  this.get(
    '/v1/boom/user/feature-toggle',
    bank.handle((req) => {
      bank.authorize(req);
      return { features: scenario.toggles };
    }),
  );

  this.get(
    '/v1/boom/user/feature-callout',
    bank.handle((req) => {
      const { user } = bank.authorize(req);
      return { seen: updateState((s) => s.callouts[user.email] ?? []) };
    }),
  );

  this.put(
    '/v1/boom/user/feature-callout/update/:featureId',
    bank.handle((req) => {
      const { user } = bank.authorize(req);
      const id = req.params.featureId ?? '';
      if (!(CALLOUT_IDS as readonly string[]).includes(id)) throw new BankError(400, 'INVALID_PARAMETER', `Unknown feature ${id}.`);
      updateState((s) => {
        s.callouts[user.email] = [...new Set([...(s.callouts[user.email] ?? []), id])];
      });
      return {};
    }),
  );

  // Maintenance notices are public: the login page shows them before anyone signs in.
  this.get('/v1/boom/auth/maintenance', bank.handle(() => ({ notices: scenario.maintenance })));
  this.post(
    '/v1/boom/auth/maintenance',
    bank.handle((req) => {
      const types = Array.isArray(req.body.maintenanceModeTypes) ? req.body.maintenanceModeTypes : [];
      return { notices: scenario.maintenance.filter((n) => types.includes(n.maintenanceModeType)) };
    }),
  );

  this.get('/v1/boom/user/guide-status', bank.handle((req) => ({ DisplayGuide: bank.authorize(req).user.profile.isFirstLogin })));
  this.get(
    '/v1/boom/user/actions',
    bank.handle((req) => {
      bank.authorize(req);
      return { firstTopUpCompleted: true, isCardActivated: true, firstCardTransactionCompleted: false, isAppDownloaded: false };
    }),
  );
  this.get(
    '/v1/boom/user/announcements',
    bank.handle((req) => {
      const { user } = bank.authorize(req);
      const start = new Date(Date.now() - 86_400_000).toISOString();
      const end = new Date(Date.now() + 14 * 86_400_000).toISOString();
      const all = [
        { featureId: 'BatchTransfer', title: 'Batch transfers are here', subtitle: 'Pay up to 100 recipients in one go.', roles: ['admin', 'sub-admin', 'finance'], startDate: start, endDate: end, isArchived: false, link: '', signedUrl: '', ctaLabel: 'Try it', pillText: 'New' },
      ];
      return all.filter((a) => a.roles.includes(user.role));
    }),
  );
  this.put(
    '/boom/v2/auth/tutorials-viewed',
    bank.handle((req) => {
      bank.authorize(req).user.kyc.tutorialsViewed = true;
      return {};
    }),
  );
  this.post(
    '/v1/boom/auth/banner-flag',
    bank.handle((req) => {
      bank.authorize(req);
      requireString(req.body, 'bannerType');
      return {};
    }),
  );
  this.get(
    '/boom/v2/chat/jwt',
    bank.handle((req) => {
      const { user } = bank.authorize(req);
      return { jwtToken: issueToken(user, scenario.company.corpID, 'access', newSessionId()) };
    }),
  );
}
