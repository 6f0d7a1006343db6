/**
 * How to reach support (constants.tsv support_contact '{phone}, {email}': placeholders, the
 * values are the product's). Shared: the payout failures and the onboarding status screens name it.
 */
export const SUPPORT_CONTACT = { phone: '+65 6123 4567', email: 'support@youbiz.example' };
