#!/usr/bin/env node
// Fails when an import crosses the layers of docs/architecture.md §2 or closes an import cycle (rules in
// scripts/layers.mjs).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ALLOWED_CYCLES, findCycles, findViolations } from './layers.mjs';

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = walk('src').map((path) => ({ path, content: readFileSync(path, 'utf8') }));
const violations = findViolations(files);
// An allowed cycle that is gone leaves the allow-list: it must not cover a new one later.
const cycles = new Set(findCycles(files).map((cycle) => cycle.join(' -> ')));
for (const allowed of ALLOWED_CYCLES)
  if (!cycles.has(allowed)) violations.push(`allowed cycle no longer found: ${allowed}`);
if (violations.length > 0) {
  console.error(
    `Layer rules broken (${violations.length}):\n${violations.map((v) => `  ${v}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `Layer rules hold for ${files.length} files; no import cycle beyond the ${ALLOWED_CYCLES.length} allowed.`,
);
