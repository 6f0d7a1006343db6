/**
 * spec-2 §3 Purpose-of-payment codes: the local 4-letter list and the overseas list IR001-IR020
 * and IR01801-IR01811. The spec names six overseas labels (Family Maintenance ... Repayment of
 * Loans); the others are the product's (docs/decisions/payouts.md 'Payout corridors and fees').
 */
export interface PaymentPurpose {
  code: string;
  label: string;
}

/**
 * The local list, about 40 codes: the spec names seven (SALA, SUPP, RENT, LOAN, EDUC, TAXS,
 * OTHR), all ISO 20022 external purpose codes (ExternalPurpose1Code), which is what FAST carries;
 * the others are the ISO codes a company pays most, with the ISO names (docs/decisions/payouts.md
 * 'Payout details and review').
 */
export const LOCAL_PURPOSES: readonly PaymentPurpose[] = [
  { code: 'SALA', label: 'Salary Payment' },
  { code: 'BONU', label: 'Bonus Payment' },
  { code: 'COMM', label: 'Commission' },
  { code: 'PENS', label: 'Pension Payment' },
  { code: 'SSBE', label: 'Social Security Benefit' },
  { code: 'BENE', label: 'Unemployment Disability Benefit' },
  { code: 'SUPP', label: 'Supplier Payment' },
  { code: 'GDDS', label: 'Purchase Sale Of Goods' },
  { code: 'SCVE', label: 'Purchase Sale Of Services' },
  { code: 'TRAD', label: 'Trade Services' },
  { code: 'IVPT', label: 'Invoice Payment' },
  { code: 'ADVA', label: 'Advance Payment' },
  { code: 'INTC', label: 'Intra Company Payment' },
  { code: 'CASH', label: 'Cash Management Transfer' },
  { code: 'RENT', label: 'Rent' },
  { code: 'LOAN', label: 'Loan' },
  { code: 'LOAR', label: 'Loan Repayment' },
  { code: 'INTE', label: 'Interest' },
  { code: 'DIVD', label: 'Dividend' },
  { code: 'INVS', label: 'Investment And Securities' },
  { code: 'SAVG', label: 'Savings' },
  { code: 'INSU', label: 'Insurance Premium' },
  { code: 'HLTI', label: 'Health Insurance' },
  { code: 'MDCS', label: 'Medical Services' },
  { code: 'EDUC', label: 'Education' },
  { code: 'STDY', label: 'Study' },
  { code: 'TAXS', label: 'Tax Payment' },
  { code: 'VATX', label: 'Value Added Tax Payment' },
  { code: 'WHLD', label: 'With Holding' },
  { code: 'GOVT', label: 'Government Payment' },
  { code: 'ELEC', label: 'Electricity Bill' },
  { code: 'GASB', label: 'Gas Bill' },
  { code: 'WTER', label: 'Water Bill' },
  { code: 'PHON', label: 'Telephone Bill' },
  { code: 'CBTV', label: 'Cable TV Bill' },
  { code: 'LICF', label: 'License Fee' },
  { code: 'ROYA', label: 'Royalties' },
  { code: 'SUBS', label: 'Subscription' },
  { code: 'CHAR', label: 'Charity Payment' },
  { code: 'CCRD', label: 'Credit Card Payment' },
  { code: 'OTHR', label: 'Other' },
];

export const OVERSEAS_PURPOSES: readonly PaymentPurpose[] = [
  { code: 'IR001', label: 'Family Maintenance' },
  { code: 'IR002', label: 'Education-related student expenses' },
  { code: 'IR003', label: 'Medical Treatment' },
  { code: 'IR004', label: 'Travel' },
  { code: 'IR005', label: 'Salary' },
  { code: 'IR006', label: 'Repayment of Loans' },
  { code: 'IR007', label: 'Gift and Donation' },
  { code: 'IR008', label: 'Rent' },
  { code: 'IR009', label: 'Insurance Premium' },
  { code: 'IR010', label: 'Tax Payment' },
  { code: 'IR011', label: 'Investment in Property' },
  { code: 'IR012', label: 'Investment in Securities' },
  { code: 'IR013', label: 'Business Travel' },
  { code: 'IR014', label: 'Payment for Imports' },
  { code: 'IR015', label: 'Freight and Transport' },
  { code: 'IR016', label: 'Professional and Consulting Services' },
  { code: 'IR017', label: 'Royalties and Licence Fees' },
  { code: 'IR018', label: 'Business Services' },
  { code: 'IR019', label: 'Advertising and Marketing' },
  { code: 'IR020', label: 'Software and IT Services' },
  { code: 'IR01801', label: 'Computer Services' },
  { code: 'IR01802', label: 'Construction Services' },
  { code: 'IR01803', label: 'Engineering Services' },
  { code: 'IR01804', label: 'Research and Development' },
  { code: 'IR01805', label: 'Legal Services' },
  { code: 'IR01806', label: 'Accounting and Auditing Services' },
  { code: 'IR01807', label: 'Management Consulting' },
  { code: 'IR01808', label: 'Architectural Services' },
  { code: 'IR01809', label: 'Telecommunication Services' },
  { code: 'IR01810', label: 'Market Research' },
  { code: 'IR01811', label: 'Other Business Services' },
];

/** constants.tsv inr_invoice_required_purposes: an INR payout with these needs invoice date and number. */
export const INR_INVOICE_PURPOSES: ReadonlySet<string> = new Set([
  'IR014',
  'IR016',
  'IR020',
  ...Array.from({ length: 10 }, (_, i) => `IR018${String(i + 1).padStart(2, '0')}`),
]);

export const invoiceRequired = (currency: string, purpose: string): boolean =>
  currency === 'INR' && INR_INVOICE_PURPOSES.has(purpose);

/** A purpose of a corridor's payouts, with whether it needs the invoice date and number. */
export type CorridorPurpose = PaymentPurpose & { invoiceRequired: boolean };

/**
 * The overseas purposes of a payout in `currency`, as the purpose-of-payment call answers them
 * (every corridor has the same list; only INR needs invoices), and as the form offers them when
 * that call cannot be made.
 */
export const corridorPurposes = (currency: string): CorridorPurpose[] =>
  OVERSEAS_PURPOSES.map((p) => ({ ...p, invoiceRequired: invoiceRequired(currency, p.code) }));

/** Written for this product: a purpose code that is not on the transfer's list (the bank, a batch row). */
export const notAPurposeText = (code: string, kind: 'local' | 'overseas'): string =>
  `${code} is not a purpose of payment for ${kind === 'local' ? 'a local' : 'an overseas'} transfer.`;
