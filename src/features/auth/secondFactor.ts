// The second-factor dialog's calls to the bank (pages and components reach the bank through their
// feature, CONTRIBUTING 'Add an area'). Not in actions.ts: that module is in the login page's
// entry chunk, and these calls bring the contracts' zod, which loads with the dialog.
export { generateMfaOtp, verifyMfaOtp } from '../../api/twoFactor';
