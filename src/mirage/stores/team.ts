import type { Role } from '../../shared/domain/roles';
import { persisted } from './persisted';

/** Why and when a member was suspended (rules/teamChanges.ts). */
export interface Suspension {
  reason: string;
  /** ms since the epoch. */
  at: number;
  /** Who suspended them (a userReferenceID). */
  by: string;
}

/**
 * The team changes an admin made (issue 24): a member's role and suspension, by userReferenceID,
 * laid over the scenario's team on every page load (rules/teamChanges.ts applyTeamChanges).
 * `suspensions[id] === null`: the scenario's suspended member was reactivated.
 */
export interface TeamChanges {
  roles: Record<string, Role>;
  suspensions: Record<string, Suspension | null>;
}

const noChanges = (): TeamChanges => ({ roles: {}, suspensions: {} });

export const teamStore = persisted<TeamChanges>('mockbank:team', noChanges, { version: 1 });

export const loadTeamChanges = (): TeamChanges => ({ ...noChanges(), ...teamStore.load() });

/** Reads the changes, lets `change` edit them, and writes them back. */
export function updateTeamChanges<T>(change: (changes: TeamChanges) => T): T {
  const changes = loadTeamChanges();
  const result = change(changes);
  teamStore.save(changes);
  return result;
}
