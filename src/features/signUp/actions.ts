// The sign-up wizard's and the invitation's calls to the bank, in one place: pages and components
// reach the bank only through their feature's actions (CONTRIBUTING, 'Add an area'). Each step is
// one call whose refusal the page shows as it comes (signUpFailure.ts, invitationFailure.ts), so
// they pass through unchanged.
export {
  registerEmail,
  registerPhoneNumber,
  registerPhoneNumberMc,
  setPassword,
  setPasswordMc,
  updateMagicCode,
  verifyEmailOtp,
  verifyMagicCode,
  verifySmsOtp,
  verifySmsOtpMc,
} from '../../api/signUp';
// The last step signs the new user in, as the login does.
export { completeSignIn } from '../../entities/session/completeSignIn';
