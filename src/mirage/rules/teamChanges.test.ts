import { beforeEach, describe, expect, it } from 'vitest';
import { buildScenario } from '../scenarios/registry';
import { teamStore } from '../stores/team';
import { eligibleApprovers, peopleOf } from './approvalPolicy';
import { applyTeamChanges, changeRole, seededTeam, suspend, unsuspend } from './teamChanges';

beforeEach(() => localStorage.clear());

describe('team changes', () => {
  it('never offers a suspended member as an approver, and offers them again once reactivated', () => {
    const scenario = buildScenario('default');
    const accountant = scenario.users.find((u) => u.role === 'accountant');
    if (!accountant) throw new Error('the default scenario has an accountant');
    const approverIds = () =>
      eligibleApprovers({ approvers: ['accountant'] }, 'nobody', peopleOf(scenario)).map(
        (p) => p.userReferenceID,
      );
    expect(approverIds()).toContain(accountant.userReferenceID);
    suspend(accountant, 'Left the company', 'USR-0001', 0);
    expect(approverIds()).not.toContain(accountant.userReferenceID);
    unsuspend(accountant);
    expect(approverIds()).toContain(accountant.userReferenceID);
  });

  it('lays the stored changes over a freshly built team, and a cleared store brings the seed back', () => {
    const first = buildScenario('default');
    const general = first.users.find((u) => u.email === 'general@demo.test');
    if (!general) throw new Error('the default scenario has general@demo.test');
    changeRole(general, 'finance');
    suspend(general, 'On leave', 'USR-0001', 0);

    const again = buildScenario('default');
    const team = [...again.users, ...again.otherMembers];
    const seeded = seededTeam(team);
    applyTeamChanges(team, seeded);
    expect(again.users.find((u) => u.email === 'general@demo.test')).toMatchObject({
      role: 'finance',
      suspended: true,
    });
    teamStore.clear();
    applyTeamChanges(team, seeded);
    expect(again.users.find((u) => u.email === 'general@demo.test')).toMatchObject({
      role: 'general',
      suspended: false,
    });
  });
});
