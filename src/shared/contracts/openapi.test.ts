// @vitest-environment node
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { ALL_CONTRACTS, openApiDocument, openApiPath } from './openapi';

const document = openApiDocument();

describe('the OpenAPI document', () => {
  it('is the one checked in as docs/openapi.json (npm run openapi writes it)', async () => {
    await expect(`${JSON.stringify(document, null, 2)}\n`).toMatchFileSnapshot(
      '../../../docs/openapi.json',
    );
  });

  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has one operation per contract, named by its id, with its error codes', () => {
    const paths = document.paths as Record<
      string,
      Record<string, { operationId: string; responses: { default: { description: string } } }>
    >;
    for (const contract of ALL_CONTRACTS) {
      const operation = paths[openApiPath(contract.path)]?.[contract.method.toLowerCase()];
      expect(operation?.operationId).toBe(contract.id);
      for (const code of contract.errors)
        expect(operation?.responses.default.description).toContain(code);
    }
  });

  it("lists the headers a contract declares as optional header parameters (login's X-Remember-Token)", () => {
    const paths = document.paths as Record<
      string,
      Record<string, { parameters?: { name: string; in: string; required: boolean }[] }>
    >;
    expect(paths['/boom/v2/auth/login']?.post?.parameters).toEqual([
      expect.objectContaining({ name: 'X-Remember-Token', in: 'header', required: false }),
    ]);
  });
});
