/**
 * Zod compiles object parsers with `new Function` unless told not to, and probes for it with a
 * `Function('')` when its first object schema is built. The page's Content-Security-Policy has no
 * 'unsafe-eval' (src/shared/securityHeaders.ts): the probe is refused, and reported as a policy
 * violation even though zod catches it and parses without compiling. jitless skips the probe.
 *
 * Written into the global object zod keeps its configuration in (zod/v4/core/core.js) rather than
 * through `config()`: importing zod here would move its core into the first screen's chunk
 * (3.6 kB gzip). Either order works: zod adopts the object if it is there, and this adds to
 * zod's if zod came first. Imported first by main.tsx, before any module builds a schema.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
/** zod's global configuration, as it will read it. */
export const zodGlobalConfig = (zodGlobal.__zod_globalConfig ??= {});
zodGlobalConfig.jitless = true;
