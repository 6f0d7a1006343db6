import type { KycStatus } from '../../shared/domain/auth';
import type { Role } from '../../shared/domain/roles';
import { TOGGLE_NAMES, type FeatureToggles } from '../../shared/domain/toggles';
import type { MockUser, Scenario } from '../types';
import { daysFromNow, seededPeople } from './people';

/** Demo contract (DEVELOPERS.md): every password Demo@1234, every SMS and e-mail code 123456. */
export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_CODE = '123456';
/** finance@demo.test's authenticator secret: add it to a phone app to sign in during a demo. */
export const FINANCE_TOTP_SECRET = 'JBSWY3DPEHPK3PXPKRUGS4TJNZSXI2LT';

const ACCEPTED: KycStatus = {
  kycStatus: 'KYCStatusAccepted',
  companyKycStatus: 'ACCEPTED',
  nonAdminUserStatus: 'UserStatusApproved',
  tutorialsViewed: true,
  tmDataPopulated: true,
};

const ON: readonly string[] = [
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

function toggles(): FeatureToggles {
  const map: FeatureToggles = Object.fromEntries(TOGGLE_NAMES.map((name) => [name, ON.includes(name)]));
  map.remitWithScale = { open: false, allowUsers: 'admin@demo.test' };
  return map;
}

const COMPANY = { corpID: 'CORP-DEMO-0001', name: 'Demo Trading Pte. Ltd.' };
const ADDRESS = '1 Raffles Place, #20-01, Singapore 048616';

const DEMO: { email: string; role: Role; totp?: boolean; suspended?: boolean; note?: string }[] = [
  { email: 'admin@demo.test', role: 'admin' },
  { email: 'subadmin@demo.test', role: 'sub-admin' },
  { email: 'finance@demo.test', role: 'finance', totp: true },
  { email: 'accountant@demo.test', role: 'accountant' },
  { email: 'general@demo.test', role: 'general' },
  { email: 'suspended@demo.test', role: 'general', suspended: true, note: 'suspended' },
];

export function defaultScenario(): Scenario {
  const people = seededPeople(20261122, DEMO.length + 9);
  const users: MockUser[] = DEMO.map((d, i) => {
    const person = people[i] ?? { firstName: 'Demo', lastName: 'User', phone: '+65 8000 0000' };
    const userReferenceID = `USR-${String(i + 1).padStart(4, '0')}`;
    return {
      userReferenceID,
      email: d.email,
      password: DEMO_PASSWORD,
      role: d.role,
      suspended: d.suspended ?? false,
      totpSecret: d.totp ? FINANCE_TOTP_SECRET : null,
      fixedCode: DEMO_CODE,
      note: d.note,
      kyc: ACCEPTED,
      profile: {
        userId: String(1000 + i),
        userReferenceID,
        name: `${person.firstName} ${person.lastName}`,
        firstName: person.firstName,
        lastName: person.lastName,
        email: d.email,
        role: d.role,
        isAdmin: d.role === 'admin',
        companyName: COMPANY.name,
        corporateReferenceID: COMPANY.corpID,
        phoneNumber: person.phone,
        currencyPreference: 'SGD',
        mcc: '5045',
        registeredAddress: ADDRESS,
        showDashboardBanner: d.role === 'admin',
        authenticatorAppPreference: d.totp ?? false,
        displayPaynowDisclaimer: false,
        isFirstLogin: false,
      },
    };
  });
  const roles: Role[] = ['finance', 'accountant', 'general', 'general', 'sub-admin', 'general', 'finance', 'accountant', 'general'];
  const otherMembers = people.slice(DEMO.length).map((p, i) => ({
    userReferenceID: `USR-${String(DEMO.length + i + 1).padStart(4, '0')}`,
    name: `${p.firstName} ${p.lastName}`,
    email: `${p.firstName}.${p.lastName}@demo.test`.toLowerCase().replace(/[^a-z.@]/g, ''),
    role: roles[i] ?? 'general',
    suspended: i === 5,
  }));
  return {
    name: 'default',
    company: COMPANY,
    users,
    otherMembers,
    toggles: toggles(),
    maintenance: [
      {
        maintenanceModeType: 'Payout maintenance',
        startDateTime: daysFromNow(3, 1),
        endDateTime: daysFromNow(3, 5),
        isExpired: false,
        impactedFeatures: 'localTransfer,overseasTransfer,batchTransfer',
      },
    ],
  };
}

/** No users: for tests that build their own. */
export function emptyScenario(): Scenario {
  return { name: 'empty', company: COMPANY, users: [], otherMembers: [], toggles: toggles(), maintenance: [] };
}

export const SCENARIOS: Record<string, () => Scenario> = { default: defaultScenario, empty: emptyScenario };
