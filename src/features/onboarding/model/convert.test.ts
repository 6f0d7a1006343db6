import { describe, expect, it } from 'vitest';
import type { RegistryInfo } from '../../../api/kyc';
import type { OnboardingProgress } from '../../../shared/domain/onboarding';
import { emptyAddress } from '../../../shared/domain/onboarding/address';
import { addressFromRegistry, detailsFromRegistry, registryToManual } from './convert';
import { emptyProfile } from './forms';

const person: RegistryInfo['person'] = {
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
    // A registry may send parts the country does not use: the form holds none of them.
    lineOne: 'ignored',
  },
};

const entity: RegistryInfo['entity'] = {
  entityName: 'Harbour Lane Pte. Ltd.',
  uen: '201912345K',
  dateOfIncorporation: '2019-06-01',
  countryOfIncorporation: 'SG',
  legalEntityType: 'Local Company',
  primaryActivity: '62011',
  secondaryActivity: '70201',
  previousUens: [],
  previousNames: [],
  registeredAddress: {
    country: 'MY',
    postal: '50450',
    city: 'Kuala Lumpur',
    lineOne: 'Level 5, Menara KL',
    state: 'Wilayah Persekutuan',
    block: 'ignored',
  },
};

const registryProgress = (data: Record<string, unknown>): OnboardingProgress => ({
  kycSource: 'KYCSourceMyInfo',
  lastSavedPage: 'OnboardingLastSavedPageBusinessDetails',
  registrationFormVersion: 3,
  data,
});

describe('addressFromRegistry', () => {
  it("keeps a Singapore address's parts and empties the others", () => {
    expect(addressFromRegistry(person.residentialAddress)).toEqual({
      ...emptyAddress('SG'),
      postal: '238801',
      block: '10',
      street: 'Orchard Road',
      floor: '12',
      unit: '03',
      building: 'Orchard Towers',
    });
  });

  it("keeps another country's lines, city, state and postal code", () => {
    expect(addressFromRegistry(entity.registeredAddress)).toEqual({
      ...emptyAddress('MY'),
      postal: '50450',
      city: 'Kuala Lumpur',
      state: 'Wilayah Persekutuan',
      lineOne: 'Level 5, Menara KL',
    });
  });
});

describe('registryToManual (spec-1 §4: starting manual after the registry converts the data)', () => {
  it("converts the registry's person and entity into the manual form's fields and addresses", () => {
    const manual = registryToManual(
      registryProgress({
        registryState: 'state-1',
        person,
        entity,
        appointments: [],
        shareholders: [],
      }),
    );
    expect(manual).toEqual({
      kycSource: 'KYCSourceManual',
      lastSavedPage: 'OnboardingLastSavedPageBasicDetails',
      registrationFormVersion: 3,
      data: { details: detailsFromRegistry(person, entity) },
    });
    expect(manual.data.details).toMatchObject({
      firstName: 'Mei Ling',
      middleName: '',
      gender: 'Female',
      nationalityCode: 'SG',
      uen: '201912345K',
      registeredAddress: { country: 'MY', lineOne: 'Level 5, Menara KL', block: '' },
    });
  });

  it('keeps the Business Details the applicant edited, and the later steps', () => {
    const details = {
      ...detailsFromRegistry(person, entity),
      uinfin: 'S8812345D',
      lastName: 'Tan',
    };
    const profile = emptyProfile('MY');
    const documents = [{ referenceId: 'DOC-1', fileName: 'acra.pdf' }];
    const manual = registryToManual(
      registryProgress({ person, entity, details, profile, documents, authorisationByEmail: true }),
    );
    expect(manual.data).toEqual({ details, profile, documents, authorisationByEmail: true });
  });

  it('gives empty Business Details when the registry data is gone', () => {
    const manual = registryToManual(registryProgress({}));
    expect(manual.data).toEqual({ details: detailsFromRegistry(undefined, undefined) });
    expect(manual.kycSource).toBe('KYCSourceManual');
  });
});
