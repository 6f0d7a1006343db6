#!/usr/bin/env node
/**
 * npm run bank -- --port 4400 --scenario default [--state FILE]: builds the mock bank's HTTP server
 * (src/mirage/http/serve.ts) for Node with Vite into dist-bank/, then runs it with these arguments.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildBank } from './bank-build.mjs';

const serve = await buildBank(fileURLToPath(new URL('../dist-bank', import.meta.url)));
await import(pathToFileURL(serve).href);
