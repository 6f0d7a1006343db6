import { describe, expect, it } from 'vitest';
import { emptyAddress } from '../../shared/domain/onboarding/address';
import {
  basicDetailsSchema,
  emptyBasicDetails,
  invitedMemberSubmission,
  localIsoDate,
  savedBasicDetails,
  type BasicDetailsForm,
} from './basicDetails';

const TODAY = '2026-11-26';
const schema = basicDetailsSchema(TODAY);

const filled: BasicDetailsForm = {
  firstName: ' Mei Ling ',
  middleName: '   ',
  lastName: 'Tan',
  gender: 'Female',
  dob: '1990-04-17',
  nationalityCode: 'SG',
  nricOrFin: ' s1234567d ',
  residentialAddress: { ...emptyAddress(), postal: '238801', block: '9', street: 'Penang Road' },
};

const problems = (form: BasicDetailsForm) => {
  const result = schema.safeParse(form);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe('the join-company basic details', () => {
  it('asks for every field but the middle name', () => {
    expect(problems(emptyBasicDetails())).toEqual({
      firstName: 'This field is required',
      lastName: 'This field is required',
      gender: 'This field is required',
      dob: 'This field is required',
      nationalityCode: 'This field is required',
      nricOrFin: 'This field is required',
      'residentialAddress.postal': 'This field is required',
      'residentialAddress.block': 'This field is required',
      'residentialAddress.street': 'This field is required',
    });
  });

  it('refuses names and the NRIC or FIN of spaces only; a middle name of spaces is simply empty', () => {
    expect(problems({ ...filled, firstName: '  ', lastName: '\u200B ', nricOrFin: '   ' })).toEqual(
      {
        firstName: 'This field cannot contain only spaces.',
        lastName: 'This field cannot contain only spaces.',
        nricOrFin: 'This field cannot contain only spaces.',
      },
    );
    expect(schema.parse(filled)).toMatchObject({
      firstName: 'Mei Ling',
      middleName: '',
      nricOrFin: 'S1234567D',
    });
  });

  it('wants a date of birth before today and an NRIC or FIN of the Singapore form', () => {
    expect(problems({ ...filled, dob: TODAY, nricOrFin: '1234567' })).toEqual({
      dob: 'Please enter a date of birth in the past.',
      nricOrFin: 'Please enter a valid NRIC or FIN, such as S1234567D.',
    });
    expect(problems({ ...filled, dob: '1990-02-30' })).toEqual({
      dob: 'This field is required',
    });
    expect(problems({ ...filled, nricOrFin: 'G7654321X' })).toEqual({});
  });

  it("gives today's date in the user's time zone, as a date input does", () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });

  it('sends every field, with the invitation taken from the profile and the documents', () => {
    const details = schema.parse({ ...filled, middleName: 'Hui' });
    expect(
      invitedMemberSubmission(
        details,
        { corporateReferenceID: 'CORP-0001', role: 'accountant', email: 'invitee@demo.test' },
        ['DOC-1', 'DOC-2'],
      ),
    ).toEqual({
      corporateReferenceID: 'CORP-0001',
      role: 'accountant',
      email: 'invitee@demo.test',
      firstName: 'Mei Ling',
      middleName: 'Hui',
      lastName: 'Tan',
      gender: 'Female',
      dob: '1990-04-17',
      nationalityCode: 'SG',
      nricOrFin: 'S1234567D',
      residentialAddress: { country: 'SG', postal: '238801', block: '9', street: 'Penang Road' },
      documentReferenceIds: ['DOC-1', 'DOC-2'],
    });
  });

  it('resumes from saved progress only when it holds a form', () => {
    expect(savedBasicDetails({ basicDetails: filled })).toEqual(filled);
    expect(savedBasicDetails({})).toBeNull();
    expect(savedBasicDetails({ basicDetails: { firstName: 3 } })).toBeNull();
    expect(savedBasicDetails(undefined)).toBeNull();
  });
});
