#!/usr/bin/env node
/**
 * npm run bench: the cache benchmark (scripts/bench/run.mjs: sync of 100,000 records, the
 * transactions page on them), the Lighthouse step (scripts/bench/lighthouse.mjs: /login in
 * both modes beside a bare React page) and the batch step (scripts/bench/batch.mjs: a 1,000-row
 * file read and checked in the batch worker), one after the other, never at once (2 cores).
 * Prints one JSON document { cache, lighthouse, batch }, each with its figures, targets and
 * `met`; exits non-zero only when a step could not run (a missed target is a finding, read from
 * `met`).
 *   --only cache | --only lighthouse | --only batch | --only export    one of the four
 *   (export: scripts/bench/export.mjs, a CSV and an XLSX of 100,000 transactions, --export-rows)
 *   other options go to the steps (--records, --runs for the cache; --lh-runs for Lighthouse;
 *   --batch-rows, --batch-runs for the batch)
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const passOn = args.filter((a, i) => a !== '--only' && args[i - 1] !== '--only');

function step(script) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [fileURLToPath(new URL(script, import.meta.url)), ...passOn],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      try {
        resolve({ code, result: JSON.parse(out) });
      } catch {
        reject(new Error(`${script} printed no result (exit ${code})`));
      }
    });
  });
}

const report = {};
let failed = false;
for (const [name, script] of [
  ['cache', './run.mjs'],
  ['lighthouse', './lighthouse.mjs'],
  ['batch', './batch.mjs'],
  ['export', './export.mjs'],
]) {
  if (only && only !== name) continue;
  const { code, result } = await step(script);
  report[name] = result;
  // lighthouse.mjs exits 1 on a missed target; that is in its `met`, not a failure to run.
  failed ||= code !== 0 && name !== 'lighthouse';
}
console.log(JSON.stringify(report, null, 2));
process.exit(failed ? 1 : 0);
