import { listTeam } from '../../../shared/contracts/team';
import { call } from '../../testingCalls';
import type { Examples } from './example';

export const TEAM_EXAMPLES: Examples = {
  'team.list': () => ({
    query: { pageSize: '10', suspended: 'false', sortKeys: 'name', sortOrders: 'asc' },
  }),
  // The ids as the list gives them, past its first page.
  'team.page': async (f) => {
    const { body } = await call<{ ids: string[] }>(`${listTeam.path}?pageSize=1`, {
      bearer: f.token,
    });
    return { body: { ids: body.ids.slice(1, 4) } };
  },
};
