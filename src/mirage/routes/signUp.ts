import * as c from '../../shared/contracts/signUp';
import { passwordProblems, passwordProblemsText } from '../../shared/domain/passwordPolicy';
import type { Bank } from '../bank';
import { route, type ContractRoute } from '../contractRoutes';
import type { BankRequest } from '../router';
import {
  loadApplicants,
  newApplication,
  updateApplicants,
  type ApplicantsState,
} from '../rules/applicants';
import {
  CODE_NOT_VALID_TEXT,
  codeOwner,
  issueCode,
  verifyCodeOfRequest,
} from '../rules/oneTimeCodes';
import { takeClientTry } from '../rules/clientTries';
import { takeSend } from '../rules/codeSends';
import { requireOpen, requireOwnDocuments } from '../rules/kycRecords';
import { updateState } from '../stores/security';
import {
  checkPromoCode,
  emailKey,
  findInvitation,
  guessLimited,
  INVITATION_DAYS,
  isLive,
  isRegistered,
  liveInvitationOf,
  newInvitationCode,
  nextApplicantCorpId,
  loadSignUps,
  requireSignUp,
  SIGN_UP_TRIES,
  signUpSubject,
  signUpUser,
  startSignUp,
  stepMissing,
  updateSignUps,
  usableInvitation,
  type SignUpsState,
} from '../rules/signUps';
import { BankError, type MockUser, type SignUp } from '../types';

/** Code purposes: a sign-up's codes are good for their step only. */
const EMAIL_CODE = 'sign-up-email';
const SMS_CODE = 'sign-up-sms';
const MEMBER_SMS_CODE = 'sign-up-sms-mc';
const INVITATION_RENEWAL = 'invitation-code';

const DAY_MS = 24 * 60 * 60_000;

const deviceOf = (req: BankRequest): string => req.headers['x-device-id'] ?? '';

function refusePassword(password: string): void {
  const problems = passwordProblems(password);
  if (problems.length > 0)
    throw new BankError(400, 'INVALID_PARAMETER', passwordProblemsText(problems));
}

/**
 * The sign-up whose code `otpId` is (codes of `purpose` only), of this browser, with that code
 * the latest sent: the verify steps are sent the code and its id, not the e-mail.
 */
function signUpOfCode(
  bank: Bank,
  req: BankRequest,
  otpId: string,
  purpose: string,
  kind: SignUp['kind'],
): SignUp {
  const owner = codeOwner(otpId, purpose);
  if (!owner) throw new BankError(400, 'INVALID_OTP', CODE_NOT_VALID_TEXT);
  return requireSignUp(loadSignUps(bank.scenario), owner, deviceOf(req), kind);
}

/** What a finished sign-up answers: a session, as a completed login gives one. */
function sessionOf(bank: Bank, user: MockUser) {
  return {
    ...bank.tokenPair(user),
    status: bank.kycOf(user).nonAdminUserStatus,
    companyName: bank.companyNameOf(user),
    isFirstLogin: user.profile.isFirstLogin,
  };
}

/** The admin's sign-up (spec-1 §4 "Admin sign-up"): a new applicant company. */
function adminHandlers(bank: Bank): ContractRoute[] {
  const { scenario } = bank;
  return [
    route(c.registerEmail, ({ req, body }) => {
      takeClientTry(req, SIGN_UP_TRIES);
      const email = emailKey(body.email);
      if (isRegistered(scenario, bank.allUsers(), email))
        throw new BankError(
          409,
          'EMAIL_ALREADY_REGISTERED',
          'This email has already been registered. Please log in instead.',
        );
      if (liveInvitationOf(loadApplicants(scenario), email))
        throw new BankError(
          409,
          'NON_ADMIN_SIGNUP',
          'This e-mail address has an invitation to join a company: open the invitation link instead of registering a new company.',
        );
      return updateSignUps(scenario, (s) => {
        const promoCode = checkPromoCode(body.promoCode);
        // A new start (another browser, a corrected company name) replaces what was there.
        const signUp = startSignUp(email, deviceOf(req), {
          kind: 'admin',
          corporateName: body.corporateName.trim(),
          promoCode,
          invitationCode: null,
        });
        const sent = issueCode(signUpSubject(email), 'EMAIL', EMAIL_CODE);
        s.byEmail[email] = { ...signUp, emailOtpId: sent.otpId };
        return sent;
      });
    }),

    route(c.verifySignUpEmailOtp, ({ req, body }) => {
      const signUp = signUpOfCode(bank, req, body.otpId, EMAIL_CODE, 'admin');
      if (signUp.emailOtpId !== body.otpId)
        throw new BankError(400, 'INVALID_OTP', 'A newer code was sent: enter that one.');
      verifyCodeOfRequest(signUp.email, body, EMAIL_CODE);
      updateSignUps(scenario, (s) => {
        const record = requireSignUp(s, signUp.email, deviceOf(req), 'admin');
        record.emailVerified = true;
      });
      return { emailAddress: signUp.email };
    }),

    route(c.setPassword, ({ req, body }) => {
      updateSignUps(scenario, (s) => {
        const signUp = requireSignUp(s, body.email, deviceOf(req), 'admin');
        if (!signUp.emailVerified)
          throw stepMissing('The e-mail address of this sign-up is not verified yet.');
        refusePassword(body.password);
        signUp.password = body.password;
      });
      return {};
    }),

    route(c.registerPhoneNumber, ({ req, body }) =>
      updateSignUps(scenario, (s) => {
        const signUp = requireSignUp(s, body.email, deviceOf(req), 'admin');
        if (!signUp.emailVerified || signUp.password === null)
          throw stepMissing('No password was chosen for this sign-up yet.');
        const sent = issueCode(signUpSubject(signUp.email), 'SMS', SMS_CODE);
        Object.assign(signUp, {
          phoneNumber: body.phoneNumber.trim(),
          phoneOtpId: sent.otpId,
          phoneVerified: false,
        });
        return sent;
      }),
    ),

    route(c.verifySignUpSmsOtp, ({ req, body }) => {
      const signUp = signUpOfCode(bank, req, body.otpId, SMS_CODE, 'admin');
      if (signUp.phoneOtpId !== body.otpId)
        throw new BankError(400, 'INVALID_OTP', 'A newer code was sent: enter that one.');
      verifyCodeOfRequest(signUp.email, body, SMS_CODE);
      // Someone else may have registered the e-mail since this sign-up began.
      if (isRegistered(scenario, bank.allUsers(), signUp.email))
        throw new BankError(
          409,
          'ACCOUNT_ALREADY_CREATED',
          'An account with this e-mail address already exists. Log in instead.',
        );
      const user = updateSignUps(scenario, (signUps) => {
        const record = requireSignUp(signUps, signUp.email, deviceOf(req), 'admin');
        return updateApplicants(scenario, (s) => {
          const corpID = nextApplicantCorpId(s);
          s.applications[corpID] = newApplication(corpID, record.corporateName);
          const created = signUpUser(scenario, bank.allUsers(), {
            email: record.email,
            password: record.password ?? '',
            phoneNumber: record.phoneNumber ?? '',
            role: 'admin',
            company: { corpID, name: record.corporateName, address: '' },
            application: corpID,
            userStatus: 'UserStatusUnknown',
          });
          s.users.push(created);
          Object.assign(record, { phoneVerified: true, password: null, completedAt: Date.now() });
          return created;
        });
      });
      return sessionOf(bank, user);
    }),
  ];
}

/** The member's sign-up of this browser, its invitation still good (the admin may have cancelled it meanwhile). */
function memberSignUp(signUps: SignUpsState, s: ApplicantsState, email: string, req: BankRequest) {
  const signUp = requireSignUp(signUps, email, deviceOf(req), 'member');
  const invitation = usableInvitation(s, signUp.email, signUp.invitationCode ?? '');
  return { signUp, invitation };
}

/** The invited member's sign-up (spec-1 §4 "Invited member"): the `-mc` calls. */
function memberHandlers(bank: Bank): ContractRoute[] {
  const { scenario } = bank;
  return [
    route(c.verifyMagicCode, ({ req, body }) => {
      const s = loadApplicants(scenario);
      const invitation = guessLimited(req, body.email, () =>
        usableInvitation(s, body.email, body.magicCode),
      );
      // The code came in the e-mail: it proves the address, as the admin's e-mailed code does.
      updateSignUps(scenario, (signUps) => {
        signUps.byEmail[emailKey(body.email)] = {
          ...startSignUp(body.email, deviceOf(req), {
            kind: 'member',
            corporateName: '',
            promoCode: null,
            invitationCode: invitation.code,
          }),
          emailVerified: true,
        };
      });
      const company =
        invitation.corpID === scenario.company.corpID
          ? scenario.company.name
          : (s.applications[invitation.corpID]?.companyName ?? '');
      return {
        emailAddress: emailKey(invitation.email),
        corporateName: company,
        corporateReferenceID: invitation.corpID,
        memberRole: invitation.role,
      };
    }),

    route(c.updateMagicCode, ({ req, body }) => {
      updateApplicants(scenario, (s) => {
        const invitation = guessLimited(req, body.email, () =>
          findInvitation(s, body.email, body.magicCode),
        );
        const expired =
          invitation.status === 'cancelled-resend' ||
          (invitation.status === 'live' && !isLive(invitation));
        // Only an expired invitation is renewed; the others answer as verify-magic-code would.
        if (!expired) {
          usableInvitation(s, body.email, body.magicCode);
          return;
        }
        // A new code is an e-mail sent: held back and limited like every code.
        updateState((state) =>
          takeSend(state, emailKey(invitation.email), INVITATION_RENEWAL, 'EMAIL', ''),
        );
        const code = newInvitationCode();
        // Every older code of this invitation goes: the renewed one is its only code.
        for (const other of Object.values(s.invitations))
          if (other.id === invitation.id) delete s.invitations[other.code];
        s.invitations[code] = {
          ...invitation,
          code,
          status: 'live',
          expiresAt: Date.now() + INVITATION_DAYS * DAY_MS,
          sentAt: Date.now(),
        };
      });
      return {};
    }),

    route(c.registerPhoneNumberMc, ({ req, body }) =>
      updateSignUps(scenario, (signUps) => {
        const { signUp } = memberSignUp(signUps, loadApplicants(scenario), body.email, req);
        const sent = issueCode(signUpSubject(signUp.email), 'SMS', MEMBER_SMS_CODE);
        Object.assign(signUp, {
          phoneNumber: body.phoneNumber.trim(),
          phoneOtpId: sent.otpId,
          phoneVerified: false,
        });
        return sent;
      }),
    ),

    route(c.verifySmsOtpMc, ({ req, body }) => {
      const signUp = signUpOfCode(bank, req, body.otpId, MEMBER_SMS_CODE, 'member');
      if (signUp.phoneOtpId !== body.otpId)
        throw new BankError(400, 'INVALID_OTP', 'A newer code was sent: enter that one.');
      verifyCodeOfRequest(signUp.email, body, MEMBER_SMS_CODE);
      updateSignUps(scenario, (s) => {
        const record = requireSignUp(s, signUp.email, deviceOf(req), 'member');
        record.phoneVerified = true;
      });
      return {};
    }),

    route(c.setPasswordMc, ({ req, body }) => {
      const user = updateSignUps(scenario, (signUps) =>
        updateApplicants(scenario, (s) => {
          const { signUp, invitation } = memberSignUp(signUps, s, body.email, req);
          if (!signUp.phoneVerified)
            throw stepMissing('The mobile number of this sign-up is not verified yet.');
          refusePassword(body.password);
          if (isRegistered(scenario, bank.allUsers(), signUp.email))
            throw new BankError(
              409,
              'ACCOUNT_ALREADY_CREATED',
              'An account with this e-mail address already exists. Log in instead.',
            );
          const inScenario = invitation.corpID === scenario.company.corpID;
          const created = signUpUser(scenario, bank.allUsers(), {
            email: signUp.email,
            password: body.password,
            phoneNumber: signUp.phoneNumber ?? '',
            role: invitation.role,
            company: {
              corpID: invitation.corpID,
              name: inScenario
                ? scenario.company.name
                : (s.applications[invitation.corpID]?.companyName ?? ''),
              address: scenario.users[0]?.profile.registeredAddress ?? '',
            },
            userStatus: 'UserStatusUnknown',
          });
          // The scenario company's members carry no corpID (rules/applicants.ts corpIdOf).
          s.users.push(inScenario ? created : { ...created, corpID: invitation.corpID });
          // Not onboarded until the bank approves the details the member sends next; until they
          // are sent the status is unknown and the join-company pages are open (kycRecords.ts).
          s.members[signUp.email] = {
            email: signUp.email,
            corpID: invitation.corpID,
            userStatus: 'UserStatusUnknown',
            progress: null,
            documents: [],
            details: null,
          };
          invitation.status = 'accepted';
          signUp.completedAt = Date.now();
          return created;
        }),
      );
      return sessionOf(bank, user);
    }),

    route(c.submitInvitedMember, ({ req, body }) => {
      const { user } = bank.authorize(req);
      const status = updateApplicants(scenario, (s) => {
        const member = s.members[emailKey(user.email)];
        if (!member)
          throw new BankError(
            403,
            'NO_PERMISSION_API',
            'Only a member who joined by an invitation sends these details.',
          );
        // Sent once: the bank reviews what was sent (rules/kycRecords.ts, as the KYC calls).
        requireOpen({ kind: 'member', record: member });
        const mismatch = [
          emailKey(body.email) !== emailKey(user.email) && 'email',
          body.role !== user.role && 'role',
          body.corporateReferenceID !== member.corpID && 'corporateReferenceID',
        ].filter(Boolean);
        if (mismatch.length > 0)
          throw new BankError(
            400,
            'INVALID_PARAMETER',
            `These details do not match your invitation: ${mismatch.join(', ')}.`,
          );
        requireOwnDocuments(member, body.documentReferenceIds);
        member.details = { ...body };
        // The bank reviews the member's identity now (the demo panel approves or rejects).
        member.userStatus = 'UserStatusSubmitted';
        const own = s.users.find((u) => u.userReferenceID === user.userReferenceID);
        if (own) {
          const name = [body.firstName, body.middleName, body.lastName].filter(Boolean).join(' ');
          own.profile = {
            ...own.profile,
            name,
            firstName: body.firstName,
            lastName: body.lastName,
          };
        }
        return member.userStatus;
      });
      // spec-1 §4: "The company status then becomes ACCEPTED and the member status is taken from the response".
      return { status, companyStatus: 'ACCEPTED' as const };
    }),
  ];
}

/** Admin and invited-member sign-up (spec-1 §4, §7 "Sign-up"; contracts: src/shared/contracts/signUp.ts). */
export function signUpHandlers(bank: Bank): ContractRoute[] {
  return [...adminHandlers(bank), ...memberHandlers(bank)];
}
