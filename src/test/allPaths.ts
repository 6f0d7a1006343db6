import { paths } from '../shared/routing/paths';

export interface NamedPath {
  /** The builder's place in `paths`: 'accounts.list'. */
  name: string;
  /** What it gives called without arguments, without the query (approvals.myRequests: its page). */
  path: string;
}

/** Every builder of `paths` (src/shared/routing/paths.ts), for the tests that hold routes to them. */
export function allPaths(): NamedPath[] {
  const found: NamedPath[] = [];
  const visit = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const name = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'function') {
        const built = (value as () => string)();
        found.push({ name, path: built.split('?')[0] ?? built });
      } else if (typeof value === 'object' && value !== null) visit(value, name);
    }
  };
  visit(paths, '');
  return found;
}
