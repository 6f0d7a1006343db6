import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without type declarations
import { findViolations } from './layers.mjs';

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

  it('allows fetch only in the API client', () => {
    expect(check('src/features/x/a.ts', 'const r = await fetch(url);')).toHaveLength(1);
    expect(check('src/api/client.ts', 'const r = await fetch(url);')).toEqual([]);
    expect(check('src/features/x/a.ts', '// we never fetch( here')).toEqual([]);
  });

  it('keeps the mock bank away from the app', () => {
    expect(check('src/mirage/routes/a.ts', "import { x } from '../../api/client';")).toHaveLength(
      1,
    );
    expect(check('src/app/a.ts', "const m = await import('../mirage/mockBank');")).toHaveLength(1);
  });
});
