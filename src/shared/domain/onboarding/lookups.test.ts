import { describe, expect, it } from 'vitest';
import { specConstant } from '../../../test/spec';
import { COUNTRY_CODES } from '../countries';
import {
  ACCOUNT_PURPOSES,
  APPOINTMENT_POSITIONS,
  COUNTRY_OPTIONS,
  EMPLOYEE_COUNT_RANGES,
  GENDERS,
  LEGAL_ENTITY_TYPES,
  MARKETING_MEDIA,
  NATIONALITY_OPTIONS,
  SOURCES_OF_FUNDS,
} from './lookups';

describe('countries and nationalities', () => {
  it('are the 249 ISO 3166-1 alpha-2 codes, each known by name', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
    for (const option of COUNTRY_OPTIONS) expect(option.label).not.toBe(option.value);
  });

  it('start with Singapore, then go by name', () => {
    expect(COUNTRY_OPTIONS[0]).toEqual({ value: 'SG', label: 'Singapore' });
    expect(COUNTRY_OPTIONS[1]).toEqual({ value: 'AF', label: 'Afghanistan' });
    const rest = COUNTRY_OPTIONS.slice(1).map((o) => o.label);
    expect(rest).toEqual(rest.toSorted((a, b) => a.localeCompare(b, 'en')));
    expect(COUNTRY_OPTIONS.find((o) => o.value === 'HK')?.label).toBe('Hong Kong');
  });

  it('leave territories with no people out of nationalities', () => {
    expect(NATIONALITY_OPTIONS).toHaveLength(243);
    expect(NATIONALITY_OPTIONS[0]).toEqual({ value: 'SG', label: 'Singapore' });
    expect(NATIONALITY_OPTIONS.some((o) => o.value === 'AQ')).toBe(false);
    expect(NATIONALITY_OPTIONS.some((o) => o.value === 'MY')).toBe(true);
  });
});

// Held to docs/spec/constants.tsv, not to a copy of the list typed here again.
const specList = (name: string) => specConstant(name).split(', ');

describe('the spec-1 §3 lists', () => {
  it('are the spec’s values in its order', () => {
    expect(APPOINTMENT_POSITIONS).toEqual(specList('appointment_positions'));
    expect(LEGAL_ENTITY_TYPES).toEqual(specList('legal_entity_types'));
    expect(EMPLOYEE_COUNT_RANGES).toEqual(specList('employee_count_ranges'));
    expect(GENDERS).toEqual(specList('genders'));
  });

  it('the product’s own lists have distinct values and end with Other', () => {
    for (const list of [SOURCES_OF_FUNDS, ACCOUNT_PURPOSES, MARKETING_MEDIA]) {
      expect(new Set(list).size).toBe(list.length);
      expect(list.at(-1)).toBe('Other');
    }
  });
});
