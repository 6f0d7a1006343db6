// The sign-up and invitation pages in one chunk: each step's next page is there at once.
import '../SignUp.css';

export { SignUpEmailPage, SignUpInvalidPage, VerifyEmailPage } from './AdminEmailPages';
export { CreatePasswordPage, PhonePage, VerifyPhonePage } from './AdminPhonePages';
export { AcceptInvitePage, InviteInvalidPage } from './InvitePages';
export {
  InviteCreatePasswordPage,
  InvitePhonePage,
  InviteVerifyPhonePage,
} from './InviteStepPages';
export { OldRegistrationPage, RegisterPage } from './RegisterPages';
