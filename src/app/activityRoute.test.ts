import { describe, expect, it } from 'vitest';
import { ROLES } from '../shared/domain/roles';
import { decideRoute } from './access';
import { buildMenu } from './menu';
import { findRoute, ROUTES } from './routeTable';

/** The labels under Manage in a role's menu. */
const manageOf = (role: (typeof ROLES)[number]) =>
  buildMenu({ role, email: `${role}@demo.test` }, { approvals: true }, 'main', ROUTES, {})
    .find((e) => e.label === 'Manage')
    ?.children?.map((e) => e.label) ?? [];

describe('Manage › Activity log', () => {
  it('is in the Manage menu after People and Invitation, for the admin and the sub-admin only', () => {
    const sees = ROLES.filter((role) => manageOf(role).includes('Activity log'));
    expect(sees).toEqual(['admin', 'sub-admin']);
    const labels = manageOf('admin');
    expect(labels.indexOf('Activity log')).toBe(labels.indexOf('Invitation') + 1);
    expect(labels.indexOf('Invitation')).toBe(labels.indexOf('People') + 1);
  });

  it('shows the 403 page to the other roles', () => {
    const route = findRoute('/manage/activity')!;
    for (const role of ['finance', 'accountant', 'general'] as const)
      expect(decideRoute(route, '/manage/activity', { role, email: 'x@x' }, {})).toEqual({
        kind: 'forbidden',
      });
    expect(decideRoute(route, '/manage/activity', { role: 'sub-admin', email: 's@x' }, {})).toEqual(
      { kind: 'render' },
    );
  });
});
