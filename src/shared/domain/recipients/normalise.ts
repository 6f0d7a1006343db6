import { cleanText } from '../../text/cleanText';
import { RECIPIENT_FIELDS, type RecipientField, type RecipientFormValues } from './types';

const squeeze = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/**
 * How each field is read before its rules: every field is cleaned (no control, bidi or
 * zero-width character) and trimmed; codes and account numbers lose the spaces people type for
 * reading (GB29 NWBK 6016 ...) and are upper-cased, as SWIFT codes are on submit (spec-2 §5).
 */
const CODE_FIELDS: Partial<Record<RecipientField, (value: string) => string>> = {
  country: (v) => v.toUpperCase(),
  currency: (v) => v.toUpperCase(),
  accountNumber: (v) => v.replace(/\s/g, '').toUpperCase(),
  swiftCodeValue: (v) => v.replace(/\s/g, '').toUpperCase(),
  intermediatoryBankSwiftCode: (v) => v.replace(/\s/g, '').toUpperCase(),
  // Sort codes and BSBs are written 60-16-13 and 062-000.
  routingCodeValue: squeeze,
  bankCode: squeeze,
  contactNumber: (v) => v.replace(/[\s-]/g, ''),
};

/** The values as the rules read them; a missing field is ''. */
export function normaliseRecipient(
  raw: Partial<Record<RecipientField, unknown>>,
): RecipientFormValues {
  const out = {} as RecipientFormValues;
  for (const field of RECIPIENT_FIELDS) {
    const value = raw[field];
    const text = typeof value === 'string' ? cleanText(value) : '';
    out[field] = CODE_FIELDS[field]?.(text) ?? text;
  }
  return out;
}
