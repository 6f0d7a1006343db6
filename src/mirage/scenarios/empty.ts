import type { Scenario } from '../types';
import { DEMO_COMPANY, defaultToggles } from './default';

/** The demo company with nobody in it: for unit tests that add their own users. */
export function emptyScenario(): Scenario {
  return {
    name: 'empty',
    company: DEMO_COMPANY,
    users: [],
    otherMembers: [],
    toggles: defaultToggles(),
    maintenance: [],
    announcements: [],
    checklist: {
      firstTopUpCompleted: false,
      isAppDownloaded: false,
    },
    accounts: [],
    transactions: [],
    approvalPolicies: [],
    approvalRequests: [],
    recipients: [],
  };
}
