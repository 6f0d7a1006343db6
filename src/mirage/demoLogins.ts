import type { DemoInvitation, DemoLogin } from '../shared/runtimeInfo';
import { DEMO_INVITATION } from './scenarios/applicantUsers';
import { currentPassword, currentSecret } from './rules/userOverrides';
import { SCENARIO_USERS } from './scenarios/demoUsers';
import { DEMO_PASSWORD } from './builders/users';

/**
 * The demo users the login page lists for a scenario, read without building the scenario: the
 * same users, passwords (as changed by a reset) and second factors the mock bank will know.
 */
export function demoLoginsFor(scenario: string): DemoLogin[] {
  return (SCENARIO_USERS[scenario] ?? []).map((spec) => {
    const secret = currentSecret({ email: spec.email, totpSecret: spec.totpSecret ?? null });
    return {
      email: spec.email,
      password: currentPassword({ email: spec.email, password: DEMO_PASSWORD }),
      role: spec.role,
      secondFactor: secret ? 'TOTP' : 'SMS',
      ...(spec.note ? { note: spec.note } : {}),
    };
  });
}

/** The live invitation the login page links in a scenario with applicants (the default one). */
export function demoInvitationFor(scenario: string): DemoInvitation | null {
  return scenario === 'default'
    ? { email: DEMO_INVITATION.email, code: DEMO_INVITATION.code }
    : null;
}
