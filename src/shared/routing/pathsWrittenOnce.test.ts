import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allPaths } from '../../test/allPaths';

/**
 * Issue 9: an in-app path is written once, in src/shared/routing/paths.ts; routes, links,
 * navigate() calls and redirects use its builders. Tests may write paths (they say what the user
 * sees), as may the mock bank and the contracts (bank paths, not pages). Comments are not code.
 */
const SKIPPED = [
  /\.test\.tsx?$/,
  /^src\/test\//,
  /^src\/mirage\//,
  /^src\/shared\/contracts\//,
  /^src\/shared\/routing\/paths\.ts$/,
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name).replaceAll('\\', '/');
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !SKIPPED.some((re) => re.test(path)) ? [path] : [];
  });
}

/** Block comments, and line comments that start a line or follow a space ('https://' stays). */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

// A quote or backtick, then a path whose first segment is one of the app's ('/dashboard',
// "/manage/people", `/reset-password${query}`): built from paths.ts itself, so a new area's
// paths are covered as soon as they are added. The root ('/') is left out: a bare slash is
// everywhere (split('/'), startsWith('/')), and paths.root() is only the redirect's key.
const SEGMENTS = [
  ...new Set(
    allPaths()
      .map(({ path }) => path.split('/')[1] ?? '')
      .filter(Boolean),
  ),
];
const PATH_LITERAL = new RegExp(`['"\`]/(?:${SEGMENTS.join('|')})(?=[/?#'"\`$]|$)`, 'm');

describe('in-app paths are written once, in src/shared/routing/paths.ts', () => {
  it('appear as strings in no other file of src', () => {
    const files = sources('src');
    expect(files).toContain('src/features/dashboard/tiles.ts');
    expect(files).not.toContain('src/shared/routing/paths.ts');
    const offenders = files.flatMap((file) =>
      withoutComments(readFileSync(file, 'utf8'))
        .split('\n')
        .filter((line) => PATH_LITERAL.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it('would be found: the check sees a path in quotes, double quotes or backticks', () => {
    const found = [
      "navigate('/dashboard')",
      '<Link href="/add-account">',
      'href={`/reset-password${query}`}',
      "'/manage/approvals?tab=my-requests'",
      "path: '/transfer/currency-exchange',",
      "'/kyc'",
      '`/login`',
    ];
    expect(found.filter((line) => !PATH_LITERAL.test(line))).toEqual([]);
  });

  it('leaves bank paths, other sites, bare slashes and comments alone', () => {
    const ignored = [
      "'/v1/boom/accounts'",
      "'/accounts'",
      "'https://bank.example/login'",
      "redirect.startsWith('/')",
      "'/dashboards'",
    ];
    expect(ignored.filter((line) => PATH_LITERAL.test(line))).toEqual([]);
    expect(
      PATH_LITERAL.test(withoutComments("// '/' -> '/dashboard'\n/** ('/terms') */\nconst a = 1;")),
    ).toBe(false);
    expect(PATH_LITERAL.test(withoutComments("const url = 'https://x.example'; // '/login'"))).toBe(
      false,
    );
  });
});
