/**
 * Settings › Authenticator (/settings/setup-authenticator and its steps verify-sms-otp,
 * verify-email-otp, pair-device): one chunk for the four pages, loaded with the first.
 */
export { SetupAuthenticatorPage } from './SetupAuthenticatorPage';
export { VerifyEmailStepPage, VerifySmsStepPage } from './CodeStepPages';
export { PairDevicePage } from './PairDevicePage';
