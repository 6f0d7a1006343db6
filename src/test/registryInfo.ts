import type { RegistryInfo } from '../api/kyc';

/**
 * The identity registry's answer for a demo applicant (GET myinfo/info), as the onboarding tests
 * use it: a Singapore home, a business registered in Malaysia, one director and one shareholder.
 */
export const REGISTRY_INFO: RegistryInfo = {
  person: {
    firstName: 'Mei Ling',
    lastName: 'Tan',
    name: 'Tan Mei Ling',
    gender: 'Female',
    dob: '1988-04-12',
    nationality: 'Singapore',
    nationalityCode: 'SG',
    uinfin: 'S8812345D',
    residentialAddress: {
      country: 'SG',
      postal: '238801',
      block: '10',
      street: 'Orchard Road',
      floor: '12',
      unit: '03',
      building: 'Orchard Towers',
      // A registry may send parts the country does not use: the forms hold none of them.
      lineOne: 'ignored',
    },
  },
  entity: {
    entityName: 'Harbour Lane Pte. Ltd.',
    uen: '201912345K',
    dateOfIncorporation: '2019-06-01',
    countryOfIncorporation: 'SG',
    legalEntityType: 'Local Company',
    primaryActivity: '62011',
    secondaryActivity: '70201',
    previousUens: ['53312345A'],
    previousNames: [{ name: 'Harbour Lane Trading', effectiveDate: '2018-01-02' }],
    registeredAddress: {
      country: 'MY',
      postal: '50450',
      city: 'Kuala Lumpur',
      lineOne: 'Level 5, Menara KL',
      state: 'Wilayah Persekutuan',
      block: 'ignored',
    },
  },
  appointments: [
    {
      category: 'PERSON',
      position: 'Director',
      person: { idno: 'S8812345D', name: 'Tan Mei Ling', nationality: 'Singapore' },
    },
  ],
  shareholders: [
    {
      category: 'PERSON',
      person: { idno: 'S8812345D', name: 'Tan Mei Ling', nationality: 'Singapore' },
      shareType: 'Ordinary',
      allocation: 100000,
      currency: 'SGD',
    },
  ],
};
