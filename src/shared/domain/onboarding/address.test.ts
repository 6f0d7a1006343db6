import { describe, expect, it } from 'vitest';
import {
  ADDRESS_PARTS,
  addressPartsFor,
  addressSchema,
  emptyAddress,
  personNameSchema,
  SPEC_ADDRESS_PART,
  type AddressValues,
} from './address';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const singapore = (parts: Partial<AddressValues> = {}): AddressValues => ({
  ...emptyAddress(),
  postal: '238801',
  block: '9',
  street: 'Penang Road',
  ...parts,
});
const malaysia = (parts: Partial<AddressValues> = {}): AddressValues => ({
  ...emptyAddress('MY'),
  lineOne: '12 Jalan Ampang',
  city: 'Kuala Lumpur',
  postal: '50450',
  ...parts,
});

describe('address parts', () => {
  it('names the twelve parts of spec-1 §3 in camelCase', () => {
    expect(ADDRESS_PARTS.map((part) => SPEC_ADDRESS_PART[part])).toEqual([
      'Country',
      'Postal',
      'Block',
      'Street',
      'Floor',
      'Unit',
      'Building',
      'City',
      'State',
      'LineOne',
      'LineTwo',
      'LineThree',
    ]);
  });

  it('uses block, street, floor, unit and building in Singapore; lines, city, state elsewhere', () => {
    expect(addressPartsFor('SG')).toEqual([
      'postal',
      'block',
      'street',
      'floor',
      'unit',
      'building',
    ]);
    expect(addressPartsFor('MY')).toEqual([
      'lineOne',
      'lineTwo',
      'lineThree',
      'city',
      'state',
      'postal',
    ]);
  });

  it('starts in Singapore with every part empty; a new country empties them all', () => {
    expect(emptyAddress()).toEqual({
      country: 'SG',
      postal: '',
      block: '',
      street: '',
      floor: '',
      unit: '',
      building: '',
      city: '',
      state: '',
      lineOne: '',
      lineTwo: '',
      lineThree: '',
    });
    expect(emptyAddress('GB')).toEqual({ ...emptyAddress(), country: 'GB' });
  });
});

describe('addressSchema', () => {
  const schema = addressSchema();

  it('takes a Singapore address and leaves the other countries’ parts out', () => {
    const result = schema.safeParse(singapore({ floor: ' 05 ', city: 'Left over', lineOne: 'x' }));
    expect(result.data).toEqual({ ...singapore(), floor: '05' });
  });

  it('asks for postal code, block and street in Singapore', () => {
    const result = schema.safeParse({ country: 'SG' });
    expect(messages(result)).toEqual({
      postal: 'This field is required',
      block: 'This field is required',
      street: 'This field is required',
    });
  });

  it('wants six digits for a Singapore postal code', () => {
    expect(messages(schema.safeParse(singapore({ postal: '12345' })))).toEqual({
      postal: 'Please enter a 6-digit postal code.',
    });
  });

  it('asks for line one, city and postal code elsewhere; state and lines two and three are optional', () => {
    expect(messages(schema.safeParse({ ...emptyAddress('MY') }))).toEqual({
      lineOne: 'This field is required',
      city: 'This field is required',
      postal: 'This field is required',
    });
    const result = schema.safeParse(malaysia({ block: '9', street: 'Left over' }));
    expect(result.data).toEqual(malaysia());
  });

  it('takes 000000 as a postal code outside Singapore', () => {
    expect(schema.safeParse(malaysia({ postal: '000000' })).success).toBe(true);
  });

  it('refuses spaces alone in the postal code and the address lines, even the optional ones', () => {
    expect(
      messages(schema.safeParse(malaysia({ postal: '   ', lineOne: ' ', lineThree: '\u200B ' }))),
    ).toEqual({
      postal: 'This field cannot contain only spaces.',
      lineOne: 'This field cannot contain only spaces.',
      lineThree: 'This field cannot contain only spaces.',
    });
    expect(messages(schema.safeParse(singapore({ postal: '      ' })))).toEqual({
      postal: 'This field cannot contain only spaces.',
    });
  });

  it('keeps address lines to 50 characters once trimmed', () => {
    const fifty = 'a'.repeat(50);
    expect(schema.safeParse(malaysia({ lineTwo: ` ${fifty} ` })).data?.lineTwo).toBe(fifty);
    expect(messages(schema.safeParse(malaysia({ lineTwo: `${fifty}b` })))).toEqual({
      lineTwo: '50 character limit is reached.',
    });
  });

  it('asks for a country, from the list it is given', () => {
    expect(messages(schema.safeParse({ ...singapore(), country: '' }))).toEqual({
      country: 'This field is required',
    });
    expect(addressSchema({ countries: ['SG'] }).safeParse(malaysia()).success).toBe(false);
  });
});

describe('personNameSchema', () => {
  it('trims a name and refuses spaces alone or nothing for first and last names', () => {
    const name = personNameSchema();
    expect(name.safeParse('  Mei  Ling ').data).toBe('Mei  Ling');
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe(
      'This field cannot contain only spaces.',
    );
    expect(name.safeParse('').error?.issues[0]?.message).toBe('This field is required');
  });

  it('lets a middle name be empty, spaces alone counting as empty', () => {
    const middle = personNameSchema({ required: false });
    expect(middle.safeParse('').data).toBe('');
    expect(middle.safeParse('   ').data).toBe('');
    expect(middle.safeParse(' Tan ').data).toBe('Tan');
  });
});
