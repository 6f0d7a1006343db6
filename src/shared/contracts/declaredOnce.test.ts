import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 8: a bank path is written once, in its contract (src/shared/contracts). The client
 * (src/api) and the mock bank's routes (src/mirage/routes) build theirs from contracts; even the
 * mock bank's unknown-call fallback takes its prefixes from them.
 */

// A bank path in quotes or backticks: '/v1/...', "/boom/...", `/v2/...`.
const PATH_LITERAL = /['"`]\/(?:v\d|boom)\//;

function sourcesOf(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => join(dir, f).replaceAll('\\', '/'));
}

describe('bank paths are declared once, in contracts', () => {
  const files = [...sourcesOf('src/api'), ...sourcesOf('src/mirage/routes')];

  it('appear in no client or mock bank file', () => {
    const offenders = files.filter((f) => PATH_LITERAL.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('would be found: the check sees a path in quotes or backticks', () => {
    expect(
      ["'/v1/boom/accounts'", '"/boom/v2/fx/quotes"', '`/v1/boom/approval/${id}`'].every((p) =>
        PATH_LITERAL.test(p),
      ),
    ).toBe(true);
    expect(PATH_LITERAL.test("'/dashboard'")).toBe(false);
  });
});
