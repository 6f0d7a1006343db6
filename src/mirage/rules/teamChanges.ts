import type { Role } from '../../shared/domain/roles';
import { loadTeamChanges, updateTeamChanges, type Suspension } from '../stores/team';
import { BankError } from '../types';

/** A member whose role and suspension an admin may change: a demo user or a listed colleague. */
export interface Changeable {
  userReferenceID: string;
  role: Role;
  suspended: boolean;
}

export interface Seeded {
  role: Role;
  suspended: boolean;
}

/** The scenario's roles and suspensions before any change: what a reset goes back to. */
export function seededTeam(members: readonly Changeable[]): ReadonlyMap<string, Seeded> {
  return new Map(members.map((m) => [m.userReferenceID, { role: m.role, suspended: m.suspended }]));
}

/**
 * Lays the stored changes over the team, in place: every rule that reads `role` or `suspended`
 * (sign-in, every call's authorize, the refresh, the approver lists) then reads the current ones.
 */
export function applyTeamChanges(
  members: readonly Changeable[],
  seeded: ReadonlyMap<string, Seeded>,
): void {
  const { roles, suspensions } = loadTeamChanges();
  for (const m of members) {
    const seed = seeded.get(m.userReferenceID) ?? { role: m.role, suspended: m.suspended };
    m.role = roles[m.userReferenceID] ?? seed.role;
    const suspension = suspensions[m.userReferenceID];
    m.suspended = suspension === undefined ? seed.suspended : suspension !== null;
  }
}

export function suspensionOf(userReferenceID: string): Suspension | null {
  return loadTeamChanges().suspensions[userReferenceID] ?? null;
}

const refuse = (description: string) => new BankError(403, 'NO_PERMISSION_API', description);

/**
 * Who may change whom (docs/decisions/team.md): admins and sub-admins manage the team, nobody
 * changes their own role or suspends themself (so the company always keeps an admin: the one
 * acting), and a sub-admin neither touches an admin nor makes anyone one.
 */
export function requireMayManage(actor: Changeable, target: Changeable, newRole?: Role): void {
  if (actor.userReferenceID === target.userReferenceID)
    throw refuse('You cannot change your own role or suspend yourself: ask another admin.');
  if (actor.role !== 'admin' && (target.role === 'admin' || newRole === 'admin'))
    throw refuse('Only an admin can change or suspend an admin, or make someone an admin.');
}

export function changeRole(target: Changeable, role: Role): void {
  updateTeamChanges((c) => {
    c.roles[target.userReferenceID] = role;
  });
  target.role = role;
}

export function suspend(target: Changeable, reason: string, by: string, now: number): void {
  if (target.suspended)
    throw new BankError(400, 'USER_ALREADY_SUSPENDED', 'This user is already suspended.');
  updateTeamChanges((c) => {
    c.suspensions[target.userReferenceID] = { reason, at: now, by };
  });
  target.suspended = true;
}

export function unsuspend(target: Changeable): void {
  if (!target.suspended)
    throw new BankError(400, 'INVALID_PARAM_ERROR', 'This user is not suspended.');
  updateTeamChanges((c) => {
    c.suspensions[target.userReferenceID] = null;
  });
  target.suspended = false;
}
