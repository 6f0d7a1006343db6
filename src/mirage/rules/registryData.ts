import type { z } from 'zod/mini';
import type { getRegistryInfo } from '../../shared/contracts/kyc';
import { INDUSTRIES } from '../builders/industries';
import { fastRng, type Rng } from '../builders/random';
import { mockHash } from './hash';

/**
 * What the simulated identity registry holds of an applicant and its business (spec-1 §3 Review
 * data): a Singapore citizen with an NRIC, a home address, and a local company with its UEN,
 * activities, registered address, officers and shareholders. Made from a seed of the company's id,
 * so every read gives the same data (a resumed application matches a fresh retrieval).
 */
export type RegistryData = z.output<typeof getRegistryInfo.answer>;

/** Whom the data is of: the applicant's own name, and the company they apply for. */
export interface RegistrySubject {
  corpID: string;
  companyName: string;
  firstName: string;
  lastName: string;
}

const NRIC_WEIGHTS = [2, 7, 6, 5, 4, 3, 2];
const NRIC_LETTERS_ST = 'JZIHGFEDCBA';

/**
 * An NRIC with its check letter (S1234567D): the weighted digit sum modulo 11 picks the letter; a T
 * number (born from 2000) adds 4 first.
 */
export function nric(prefix: 'S' | 'T', digits: string): string {
  const sum = [...digits].reduce((s, d, i) => s + Number(d) * (NRIC_WEIGHTS[i] ?? 0), 0);
  const letter = NRIC_LETTERS_ST[(sum + (prefix === 'T' ? 4 : 0)) % 11] ?? 'J';
  return `${prefix}${digits}${letter}`;
}

const digits = (rng: Rng, n: number) =>
  Array.from({ length: n }, () => String(rng.int(0, 9))).join('');
const two = (n: number) => String(n).padStart(2, '0');

/** Housing-estate streets with their postal sector: postal = sector + '0' + block. */
const HOME_STREETS = [
  { street: 'Ang Mo Kio Avenue 3', sector: '56' },
  { street: 'Bedok North Street 1', sector: '46' },
  { street: 'Tampines Street 21', sector: '52' },
  { street: 'Jurong West Street 52', sector: '64' },
  { street: 'Yishun Ring Road', sector: '76' },
  { street: 'Lorong 1 Toa Payoh', sector: '31' },
  { street: 'Bukit Batok West Avenue 6', sector: '65' },
  { street: 'Sengkang East Way', sector: '54' },
  { street: 'Punggol Field', sector: '82' },
  { street: 'Clementi Avenue 2', sector: '12' },
  { street: 'Woodlands Drive 14', sector: '73' },
  { street: 'Hougang Avenue 8', sector: '53' },
] as const;
const ESTATE_NAMES = ['', '', 'Greenview Court', 'Parkland Residences', 'Riverside Grove'];

/** Business addresses: registered offices in office towers and industrial parks. */
const OFFICES = [
  { block: '1', street: 'Raffles Place', building: 'One Raffles Place', postal: '048616' },
  { block: '10', street: 'Anson Road', building: 'International Plaza', postal: '079903' },
  { block: '8', street: 'Marina View', building: 'Asia Square Tower 1', postal: '018960' },
  { block: '3', street: 'Fraser Street', building: 'Duo Tower', postal: '189352' },
  { block: '71', street: 'Ayer Rajah Crescent', building: '', postal: '139951' },
  { block: '1', street: 'Kaki Bukit View', building: 'Techview', postal: '415941' },
  {
    block: '20',
    street: 'Ang Mo Kio Industrial Park 2A',
    building: 'AMK Techplace II',
    postal: '567761',
  },
  {
    block: '2',
    street: 'Changi Business Park Avenue 1',
    building: 'UE BizHub East',
    postal: '486015',
  },
] as const;

/** Officers and shareholders beside the applicant. */
const OTHER_PEOPLE = [
  'Tan Wei Ling',
  'Lim Jun Hao',
  'Nur Aisyah Binte Rahman',
  'Muhammad Faizal Bin Ismail',
  'Priya Nair',
  'Rajesh Kumar',
  'Chua Mei Xin',
  'Goh Kai Wen',
  'Siti Nurhaliza Binte Osman',
  'Arjun Menon',
  'Wong Li Ting',
  'Ong Zhi Hao',
];
const HOLDING_COMPANIES = [
  'Straits Harbour Holdings Pte. Ltd.',
  'Kallang Ventures Pte. Ltd.',
  'Meranti Capital Pte. Ltd.',
];

function homeAddress(rng: Rng) {
  const home = rng.pick(HOME_STREETS);
  const block = String(rng.int(101, 699));
  const building = rng.pick(ESTATE_NAMES);
  return {
    country: 'SG',
    postal: `${home.sector}0${block}`,
    block,
    street: home.street,
    floor: two(rng.int(2, 25)),
    unit: String(rng.int(101, 899)),
    ...(building ? { building } : {}),
  };
}

function officeAddress(rng: Rng) {
  const office = rng.pick(OFFICES);
  return {
    country: 'SG',
    postal: office.postal,
    block: office.block,
    street: office.street,
    floor: two(rng.int(2, 30)),
    unit: two(rng.int(1, 12)),
    ...(office.building ? { building: office.building } : {}),
  };
}

/** A date of `year` as the registry writes it (yyyy-mm-dd). */
const dateIn = (rng: Rng, year: number) => `${year}-${two(rng.int(1, 12))}-${two(rng.int(1, 28))}`;

/** A local company's UEN: its year of incorporation, five digits and a letter (202312345K). */
const uenOf = (rng: Rng, year: number) =>
  `${year}${digits(rng, 5)}${String.fromCharCode(65 + rng.int(0, 25))}`;

/** The registry's data of `subject`: the same for the same company and applicant, every time. */
export function registryDataOf(subject: RegistrySubject): RegistryData {
  const rng = fastRng(Number.parseInt(mockHash(`registry|${subject.corpID}`).slice(0, 8), 16));
  const name = `${subject.firstName} ${subject.lastName}`;
  const uinfin = nric('S', digits(rng, 7));
  const year = rng.int(2008, 2023);
  const primary = rng.pick(INDUSTRIES);
  const secondary = rng.pick(INDUSTRIES.filter((i) => i.code !== primary.code));
  // Two different people: the second index skips past the first.
  const first = rng.int(0, OTHER_PEOPLE.length - 1);
  const second = (first + rng.int(1, OTHER_PEOPLE.length - 1)) % OTHER_PEOPLE.length;
  const others = [first, second].map((i) => ({
    idno: nric('S', digits(rng, 7)),
    name: OTHER_PEOPLE[i] ?? 'Tan Wei Ling',
    nationality: 'SG',
  }));
  const self = { idno: uinfin, name, nationality: 'SG' };

  const officers = rng.int(1, 3);
  const appointments: RegistryData['appointments'] = [
    { category: 'PERSON', position: 'Director', person: self },
  ];
  if (officers >= 2 && others[0])
    appointments.push({ category: 'PERSON', position: 'Secretary', person: others[0] });
  if (officers >= 3 && others[1])
    appointments.push({ category: 'PERSON', position: 'Director', person: others[1] });

  const shares = rng.pick([10_000, 50_000, 100_000, 1_000_000]);
  const holders = rng.int(1, 2);
  const own = holders === 1 ? shares : Math.round((shares * rng.int(51, 90)) / 100);
  const shareholders: RegistryData['shareholders'] = [
    { category: 'PERSON', person: self, shareType: 'Ordinary', allocation: own, currency: 'SGD' },
  ];
  if (holders === 2)
    shareholders.push(
      rng.chance(0.5) && others[1]
        ? {
            category: 'PERSON',
            person: others[1],
            shareType: 'Ordinary',
            allocation: shares - own,
            currency: 'SGD',
          }
        : {
            category: 'ENTITY',
            entity: {
              entityUEN: uenOf(rng, rng.int(2000, year)),
              entityName: rng.pick(HOLDING_COMPANIES),
              entityLegalEntityType: 'Local Company',
            },
            shareType: 'Ordinary',
            allocation: shares - own,
            currency: 'SGD',
          },
    );

  return {
    person: {
      firstName: subject.firstName,
      lastName: subject.lastName,
      name,
      gender: rng.pick(['Male', 'Female'] as const),
      dob: dateIn(rng, rng.int(1962, 1998)),
      nationality: 'Singapore',
      nationalityCode: 'SG',
      uinfin,
      residentialAddress: homeAddress(rng),
    },
    entity: {
      entityName: subject.companyName,
      uen: uenOf(rng, year),
      dateOfIncorporation: dateIn(rng, year),
      countryOfIncorporation: 'SG',
      legalEntityType: 'Local Company',
      primaryActivity: primary.code,
      secondaryActivity: secondary.code,
      previousUens: [],
      previousNames: [],
      registeredAddress: officeAddress(rng),
    },
    appointments,
    shareholders,
  };
}
