import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without type declarations
import { findCycles, findPageBankCalls, findViolations } from './layers.mjs';

function check(path: string, content: string): string[] {
  return findViolations([{ path, content }]) as string[];
}

describe('layer rules', () => {
  it('refuses dexie outside src/db', () => {
    expect(check('src/features/x/pages/P.tsx', "import Dexie from 'dexie';")).toHaveLength(1);
    expect(check('src/db/database.ts', "import Dexie from 'dexie';")).toEqual([]);
  });

  it('refuses mirage and faker outside src/mirage, even in main', () => {
    expect(check('src/app/App.tsx', "import { createServer } from 'miragejs';")).toHaveLength(1);
    expect(check('src/main.tsx', "import { faker } from '@faker-js/faker';")).toHaveLength(1);
    expect(check('src/mirage/server.ts', "import { createServer } from 'miragejs';")).toEqual([]);
  });

  it('refuses imports that flow upwards', () => {
    expect(check('src/api/x.ts', "import { a } from '../sync/syncEngine';")).toHaveLength(1);
    expect(check('src/shared/x.ts', "import { a } from '../api/client';")).toHaveLength(1);
    expect(check('src/sync/x.ts', "import { a } from '../features/auth/actions';")).toHaveLength(1);
    expect(
      check('src/features/auth/x.ts', "import { a } from '../../app/routeTable';"),
    ).toHaveLength(1);
    expect(check('src/sync/x.ts', "import { a } from '../api/client';")).toEqual([]);
  });

  it('refuses a feature importing another feature', () => {
    expect(check('src/features/team/x.ts', "import { a } from '../auth/actions';")).toHaveLength(1);
    expect(check('src/features/team/pages/x.ts', "import { a } from '../queries';")).toEqual([]);
  });

  it('puts entities between sync and features', () => {
    expect(
      check('src/entities/account/A.tsx', "import { a } from '../../features/transfer/x';"),
    ).toEqual([
      "src/entities/account/A.tsx: imports '../../features/transfer/x' (entities may not import features)",
    ]);
    expect(
      check('src/entities/account/A.tsx', "import { a } from '../../app/routeTable';"),
    ).toHaveLength(1);
    expect(
      check('src/features/transfer/x.ts', "import { a } from '../../entities/account/A';"),
    ).toEqual([]);
    expect(check('src/app/x.ts', "import { a } from '../entities/account/A';")).toEqual([]);
    expect(check('src/entities/account/A.tsx', "import { a } from '../transaction/B';")).toEqual(
      [],
    );
    expect(
      check('src/entities/account/A.tsx', "import { a } from '../../sync/syncEngine';"),
    ).toEqual([]);
    expect(check('src/sync/x.ts', "import { a } from '../entities/account/A';")).toHaveLength(1);
    expect(check('src/shared/x.ts', "import { a } from '../entities/account/A';")).toHaveLength(1);
  });

  it('refuses import cycles, each reported once as its chain of files', () => {
    const files = [
      { path: 'src/shared/b.ts', content: "import { a } from './a';" },
      { path: 'src/shared/a.ts', content: "import type { B } from './b';" },
      { path: 'src/shared/c.ts', content: "import { a } from './a';" },
    ];
    expect(findViolations(files)).toEqual([
      'import cycle: src/shared/a.ts -> src/shared/b.ts -> src/shared/a.ts',
    ]);
  });

  it('lets the cycles of ALLOWED_CYCLES pass', () => {
    const files = [
      { path: 'src/api/client.ts', content: "const c = await import('./contractCall');" },
      { path: 'src/api/contractCall.ts', content: "import { apiRequest } from './client';" },
    ];
    expect(findCycles(files)).toEqual([
      ['src/api/client.ts', 'src/api/contractCall.ts', 'src/api/client.ts'],
    ]);
    expect(findViolations(files)).toEqual([]);
  });

  it('finds longer cycles, through index files and dynamic imports, and no chain that only joins', () => {
    const files = [
      { path: 'src/x/a.ts', content: "import { b } from './b';" },
      { path: 'src/x/b.ts', content: "export { c } from './c/index';" },
      { path: 'src/x/c/index.ts', content: "const a = await import('../a');" },
      { path: 'src/x/d.ts', content: "import { a } from './a'; import { b } from './b';" },
    ];
    expect(findCycles(files)).toEqual([
      ['src/x/a.ts', 'src/x/b.ts', 'src/x/c/index.ts', 'src/x/a.ts'],
    ]);
  });

  it('allows fetch only in the API client', () => {
    expect(check('src/features/x/a.ts', 'const r = await fetch(url);')).toHaveLength(1);
    expect(check('src/api/client.ts', 'const r = await fetch(url);')).toEqual([]);
    expect(check('src/features/x/a.ts', '// we never fetch( here')).toEqual([]);
  });

  it('lets only the money-action protocol make a money intent', () => {
    const making =
      "import { newMoneyIntent } from '../../api/client';\nconst i = newMoneyIntent();";
    expect(check('src/features/x/useX.ts', making)).toEqual([
      'src/features/x/useX.ts: makes a money intent (only the money-action protocol, src/entities/money, does)',
    ]);
    expect(check('src/entities/money/moneyAction.ts', making)).toEqual([]);
    expect(check('src/api/client.ts', 'export function newMoneyIntent() {}')).toEqual([]);
  });

  it('keeps the mock bank away from the app', () => {
    expect(check('src/mirage/routes/a.ts', "import { x } from '../../api/client';")).toHaveLength(
      1,
    );
    expect(check('src/app/a.ts', "const m = await import('../mirage/mockBank');")).toHaveLength(1);
  });

  it('lets pages and components call the bank only through their feature', () => {
    const page = 'src/features/team/pages/TeamPage.tsx';
    expect(check(page, "import { getTeamPage } from '../../../api/team';")).toEqual([
      `${page}: imports '../../../api/team' (a page or component calls the bank through its feature's actions, queries or hooks)`,
    ]);
    // Nested areas and folders, dynamic imports: the same rule.
    expect(
      check(
        'src/features/transfer/payout/components/x/A.tsx',
        "const m = await import('../../../../../api/fees');",
      ),
    ).toHaveLength(1);
    // The session, the error pieces and types pass; so do the feature's own files and tests.
    expect(
      check(
        page,
        [
          "import { session } from '../../../api/session';",
          "import { isApiError } from '../../../api/ApiError';",
          "import type { TeamFirstPage } from '../../../api/team';",
          "import { type TeamFirstPage } from '../../../api/team';",
          "import { getTeamPage } from '../queries';",
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(check('src/features/team/queries.ts', "import { x } from '../../api/team';")).toEqual(
      [],
    );
    expect(
      check('src/features/team/pages/T.test.tsx', "import { x } from '../../../api/team';"),
    ).toEqual([]);
  });

  it('takes the allowed modules and the exempt files as options', () => {
    const files = [
      { path: 'src/features/a/pages/P.tsx', content: "import { x } from '../../../api/client';" },
    ];
    expect(findPageBankCalls(files, { allowed: [], exempt: [] })).toHaveLength(1);
    expect(findPageBankCalls(files, { allowed: ['client'], exempt: [] })).toEqual([]);
    expect(
      findPageBankCalls(files, { allowed: [], exempt: ['src/features/a/pages/P.tsx'] }),
    ).toEqual([]);
    // An exempt file that no longer calls the bank is reported, so the exemption goes.
    expect(
      findPageBankCalls(files, { allowed: ['client'], exempt: ['src/features/a/pages/P.tsx'] }),
    ).toEqual([
      'src/features/a/pages/P.tsx: exempt from the page->bank rule but calls no bank; remove it',
    ]);
  });
});

describe("the mock bank's inner floors", () => {
  it('refuses a route importing another route, and lets it use a rule', () => {
    expect(check('src/mirage/routes/payments.ts', "import { a } from './transfers';")).toEqual([
      "src/mirage/routes/payments.ts: imports './transfers' (a bank route never imports another route: share a rule)",
    ]);
    expect(
      check('src/mirage/routes/payments.ts', "import { a } from '../rules/moneyCalls';"),
    ).toEqual([]);
  });

  it('refuses a rule importing a scenario, a route or the bank', () => {
    expect(
      check('src/mirage/rules/bookings.ts', "import { a } from '../scenarios/accounts';"),
    ).toEqual([
      "src/mirage/rules/bookings.ts: imports '../scenarios/accounts' (mirage rules may not import a scenario)",
    ]);
    expect(check('src/mirage/rules/x.ts', "import { a } from '../routes/auth';")).toHaveLength(1);
    expect(check('src/mirage/rules/x.ts', "import type { Bank } from '../bank';")).toHaveLength(1);
    expect(check('src/mirage/rules/x.ts', "import { a } from '../stores/accounts';")).toEqual([]);
    expect(check('src/mirage/rules/x.ts', "import { a } from '../builders/users';")).toEqual([]);
  });

  it('keeps stores below the rules and builders below the stores', () => {
    expect(check('src/mirage/stores/x.ts', "import { a } from '../rules/tokens';")).toHaveLength(1);
    expect(
      check('src/mirage/builders/x.ts', "import { a } from '../stores/accounts';"),
    ).toHaveLength(1);
    expect(check('src/mirage/stores/x.ts', "import { a } from '../builders/accounts';")).toEqual(
      [],
    );
    expect(check('src/mirage/builders/x.ts', "import type { MockUser } from '../types';")).toEqual(
      [],
    );
  });

  it('lets scenarios use rules and builders, routes use the bank, and adapters anything', () => {
    expect(check('src/mirage/scenarios/x.ts', "import { a } from '../rules/rates';")).toEqual([]);
    expect(
      check('src/mirage/routes/x.ts', "import { a } from '../scenarios/default';"),
    ).toHaveLength(1);
    expect(check('src/mirage/scenarios/x.ts', "import { a } from '../routes/auth';")).toHaveLength(
      1,
    );
    expect(check('src/mirage/routes/x.ts', "import type { Bank } from '../bank';")).toEqual([]);
    expect(check('src/mirage/bank.ts', "import { a } from './routes/auth';")).toHaveLength(1);
    expect(check('src/mirage/bankRoutes.ts', "import { a } from './routes/auth';")).toEqual([]);
    expect(check('src/mirage/http/httpBank.ts', "import { a } from '../bankRoutes';")).toEqual([]);
    expect(check('src/mirage/types.ts', "import { a } from './bank';")).toHaveLength(1);
  });

  it('lets tests import any floor', () => {
    expect(
      check('src/mirage/rules/x.test.ts', "import { a } from '../scenarios/default';"),
    ).toEqual([]);
  });
});

describe('src/shared', () => {
  it('refuses domain importing ui or routing', () => {
    expect(check('src/shared/domain/x.ts', "import { a } from '../ui/Button';")).toEqual([
      "src/shared/domain/x.ts: imports '../ui/Button' (shared/domain never imports ui or routing)",
    ]);
    expect(
      check('src/shared/domain/a/x.ts', "import { a } from '../../routing/paths';"),
    ).toHaveLength(1);
    expect(check('src/shared/ui/x.tsx', "import { a } from '../domain/limitNotice';")).toEqual([]);
    expect(check('src/shared/routing/x.ts', "import { a } from '../domain/roles';")).toEqual([]);
  });
});
