import { trimSpaces, withoutSpaces } from '../../text/spaces';
import { RECIPIENT_FIELDS, type RecipientField, type RecipientFormValues } from './types';

const squeeze = (value: string) => withoutSpaces(value).replace(/-/g, '').toUpperCase();

/**
 * How each field is read before its rules: every field is trimmed, and nothing else is taken out:
 * a field with a list of acceptable characters refuses a control, bidi or zero-width character
 * (spec-2 §5), so nothing is dropped silently; a field without a list is cleaned by its rule
 * (checkText) and in the draft. Codes and account numbers lose the spaces people type for
 * reading (GB29 NWBK 6016 ...) and are upper-cased, as SWIFT codes are on submit (spec-2 §5).
 */
const CODE_FIELDS: Partial<Record<RecipientField, (value: string) => string>> = {
  country: (v) => v.toUpperCase(),
  currency: (v) => v.toUpperCase(),
  accountNumber: (v) => withoutSpaces(v).toUpperCase(),
  swiftCodeValue: (v) => withoutSpaces(v).toUpperCase(),
  intermediatoryBankSwiftCode: (v) => withoutSpaces(v).toUpperCase(),
  // Sort codes and BSBs are written 60-16-13 and 062-000.
  routingCodeValue: squeeze,
  bankCode: squeeze,
  contactNumber: (v) => withoutSpaces(v).replace(/-/g, ''),
};

/** The values as the rules read them; a missing field is ''. */
export function normaliseRecipient(
  raw: Partial<Record<RecipientField, unknown>>,
): RecipientFormValues {
  const out = {} as RecipientFormValues;
  for (const field of RECIPIENT_FIELDS) {
    const value = raw[field];
    const text = typeof value === 'string' ? trimSpaces(value) : '';
    out[field] = CODE_FIELDS[field]?.(text) ?? text;
  }
  return out;
}
