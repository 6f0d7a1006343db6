import { describe, expect, it } from 'vitest';
import type { OnboardingProgress } from '../../../shared/domain/onboarding';
import { emptyAddress } from '../../../shared/domain/onboarding/address';
import { REGISTRY_INFO } from '../../../test/registryInfo';
import {
  addressFromRegistry,
  detailsFromRegistry,
  registryToManual,
  withRegistryData,
} from './convert';
import { emptyProfile } from './forms';

const { person, entity } = REGISTRY_INFO;

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

describe('withRegistryData (business data retrieval)', () => {
  it("keeps the later steps and starts Business Details again from the registry's data", () => {
    const profile = emptyProfile();
    const documents = [{ referenceId: 'DOC-1', fileName: 'acra.pdf' }];
    const stale = detailsFromRegistry(undefined, undefined);
    expect(
      withRegistryData(
        { details: stale, profile, documents, registryState: 'old' },
        'new',
        REGISTRY_INFO,
      ),
    ).toEqual({ profile, documents, registryState: 'new', ...REGISTRY_INFO });
  });
});
