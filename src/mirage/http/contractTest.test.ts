// @vitest-environment node
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../shared/domain/accounts';
import { EXAMPLES } from './examples';
import type { Fixtures } from './examples/example';
import { ALL_CONTRACTS, openApiDocument, openApiPath } from '../../shared/contracts/openapi';
import { buildPath } from '../../shared/contracts/contract';
import { call, setBankBase, signIn } from '../testingCalls';
import { startHttpBank, type HttpBank } from './httpBank';

/**
 * The contract test (issue 8): one valid request per endpoint of the OpenAPI document (examples/,
 * one file per area), sent to the bank over HTTP, and its answer validated against the document's
 * schema for that answer.
 */
const document = openApiDocument();
// Formats (date-time) are not checked here: zod writes a pattern beside each, which Ajv does check.
const ajv = new Ajv2020({ strict: false, validateFormats: false });
let http: HttpBank;
let token = '';
/** What examples refer to, as the bank holds it now (an earlier example may have changed it). */
const fixtures = async (): Promise<Fixtures> => ({
  token,
  accounts: (await call<{ accounts: Account[] }>('/v1/boom/accounts', { bearer: token })).body
    .accounts,
  setToggle: (name, value) => http.bank.preferences.setToggle(name, value),
});

beforeAll(async () => {
  http = await startHttpBank({ port: 0 });
  setBankBase(http.url);
  token = (await signIn('admin@demo.test')).accessToken;
});
afterAll(async () => {
  setBankBase('');
  await http.close();
});

describe('the HTTP bank answers as the OpenAPI document says', () => {
  it('has a valid example request for every contract', () => {
    expect(ALL_CONTRACTS.map((c) => c.id).filter((id) => !EXAMPLES[id])).toEqual([]);
  });

  for (const contract of ALL_CONTRACTS) {
    it(`${contract.id}: ${contract.method} ${contract.path}`, async () => {
      const example = (await EXAMPLES[contract.id]?.(await fixtures())) ?? {};
      const search = example.query ? `?${new URLSearchParams(example.query).toString()}` : '';
      const path = `${buildPath(contract.path, example.params ?? {})}${search}`;
      const answer = await call(path, {
        method: contract.method,
        body: example.body,
        ...(example.auth ?? { bearer: token }),
        // The document requires the header of a money call (the bank refuses one without).
        ...(contract.money ? { headers: { 'Idempotency-Key': crypto.randomUUID() } } : {}),
      });
      // The whole answer in the assertion, so a refusal shows its code and description.
      expect(answer).toMatchObject({ status: 200 });
      const paths = document.paths as Record<
        string,
        Record<
          string,
          { responses: Record<string, { content: Record<string, { schema: object }> }> }
        >
      >;
      const schema =
        paths[openApiPath(contract.path)]?.[contract.method.toLowerCase()]?.responses['200']
          ?.content['application/json']?.schema;
      expect(schema).toBeDefined();
      const validate = ajv.compile(schema as object);
      const valid = validate(answer.body);
      expect(validate.errors ?? []).toEqual([]);
      expect(valid).toBe(true);
    });
  }
});
