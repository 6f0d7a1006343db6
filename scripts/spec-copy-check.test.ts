import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The check run against an original folder made from the repo's copy, changed by `change`. */
function checkAgainst(change: (dir: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'spec-'));
  dirs.push(dir);
  cpSync('docs/spec', dir, { recursive: true });
  change(dir);
  return spawnSync('node', ['scripts/spec-copy-check.mjs'], {
    encoding: 'utf8',
    env: { ...process.env, SPEC_DIR: dir },
  });
}

describe('the spec catalogue copy check', () => {
  it('passes when the originals are the copy', () => {
    const result = checkAgainst(() => undefined);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('The 5 spec catalogues in docs/spec are those of');
  });

  it('fails, naming the file and line, when an original changed', () => {
    const result = checkAgainst((dir) => {
      const [header = '', , ...rest] = readFileSync(join(dir, 'routes.tsv'), 'utf8').split('\n');
      writeFileSync(join(dir, 'routes.tsv'), [header, '/new\tshell\t-\t-\t-', ...rest].join('\n'));
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('routes.tsv: differs from');
    expect(result.stderr).toContain('from line 2');
  });

  it('passes with nothing beside the project, saying the copy is used', () => {
    const result = spawnSync('node', ['scripts/spec-copy-check.mjs'], {
      encoding: 'utf8',
      env: { ...process.env, SPEC_DIR: join(tmpdir(), 'no-such-spec-folder') },
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('is not beside the project');
  });
});
