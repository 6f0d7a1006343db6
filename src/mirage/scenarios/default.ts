import type { Role } from '../../shared/domain/roles';
import { TOGGLE_NAMES, type FeatureToggles } from '../../shared/domain/toggles';
import type { Announcement, OtherMember, Scenario } from '../types';
import { daysFromNow, seededPeople } from './people';
import { buildUser, userReference, type UserSpec } from './users';

/** finance@demo.test's authenticator secret: add it to a phone app to sign in during a demo. */
export const FINANCE_TOTP_SECRET = 'JBSWY3DPEHPK3PXPKRUGS4TJNZSXI2LT';

export const DEMO_COMPANY = { corpID: 'CORP-DEMO-0001', name: 'Demo Trading Pte. Ltd.', address: '1 Raffles Place, #20-01, Singapore 048616' };

const TOGGLES_ON: readonly string[] = [
  'approvals',
  'transfer2fa',
  'receipt',
  'internalTransferPage',
  'localTransferPage',
  'overseasTransferPage',
  'dashboardUserGuide',
  'cashback',
  'paynowQr',
];

export function defaultToggles(): FeatureToggles {
  const map: FeatureToggles = Object.fromEntries(TOGGLE_NAMES.map((name) => [name, TOGGLES_ON.includes(name)]));
  // The list form: closed to everyone except the named e-mails.
  map.remitWithScale = { open: false, allowUsers: 'admin@demo.test' };
  return map;
}

const DEMO_USERS: UserSpec[] = [
  { email: 'admin@demo.test', role: 'admin' },
  { email: 'subadmin@demo.test', role: 'sub-admin' },
  { email: 'finance@demo.test', role: 'finance', totpSecret: FINANCE_TOTP_SECRET, note: 'Authenticator app' },
  { email: 'accountant@demo.test', role: 'accountant' },
  { email: 'general@demo.test', role: 'general' },
  { email: 'suspended@demo.test', role: 'general', suspended: true, note: 'Suspended: login is refused' },
];

const OTHER_ROLES: Role[] = ['finance', 'accountant', 'general', 'general', 'sub-admin', 'general', 'finance', 'accountant'];

function announcements(): Announcement[] {
  return [
    {
      featureId: 'BatchTransfer',
      title: 'Batch transfers are here',
      subtitle: 'Pay up to 100 recipients in one go from a single file.',
      roles: ['admin'],
      startDate: daysFromNow(-1, 0),
      endDate: daysFromNow(14, 23),
      isArchived: false,
      link: '/transfers/batch',
      signedUrl: '',
      ctaLabel: 'Try it',
      pillText: 'New',
    },
  ];
}

/** The demo company: six users (one per role, one with an authenticator, one suspended) and eight colleagues. */
export function defaultScenario(): Scenario {
  const people = seededPeople(20261122, DEMO_USERS.length + OTHER_ROLES.length);
  const users = DEMO_USERS.map((spec, i) => buildUser(spec, i + 1, people[i] ?? { firstName: 'Demo', lastName: 'User', phone: '+65 8000 0000' }, DEMO_COMPANY));
  const otherMembers: OtherMember[] = OTHER_ROLES.map((role, i) => {
    const p = people[DEMO_USERS.length + i] ?? { firstName: 'Team', lastName: `Member${i}`, phone: '' };
    return {
      userReferenceID: userReference(DEMO_USERS.length + i + 1),
      name: `${p.firstName} ${p.lastName}`,
      email: `${p.firstName}.${p.lastName}@demo.test`.toLowerCase().replace(/[^a-z.@]/g, ''),
      role,
      suspended: i === 5,
    };
  });
  return {
    name: 'default',
    company: DEMO_COMPANY,
    users,
    otherMembers,
    toggles: defaultToggles(),
    maintenance: [
      {
        maintenanceModeType: 'Payout maintenance',
        startDateTime: daysFromNow(3, 1),
        endDateTime: daysFromNow(3, 5),
        isExpired: false,
        impactedFeatures: 'localTransfer,overseasTransfer,batchTransfer',
      },
    ],
    announcements: announcements(),
    checklist: { firstTopUpCompleted: true, isCardActivated: true, firstCardTransactionCompleted: false, isAppDownloaded: false },
  };
}
