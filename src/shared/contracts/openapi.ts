import * as z from 'zod/mini';
import { ALL_CONTRACTS } from './all';
import { pathParamNames, type AnyContract } from './contract';

/**
 * The OpenAPI 3.1 document of the bank, generated from the contracts (issue 8): what a real
 * backend team implements against. `npm run openapi` writes it to docs/openapi.json; a test fails
 * when the checked-in copy is stale and validates it against the OpenAPI 3.1 schema.
 */

export { ALL_CONTRACTS };

type JsonSchema = Record<string, unknown>;

/** A schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), without its $schema line. */
function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

const propertiesOf = (schema: JsonSchema) =>
  (schema.properties ?? {}) as Record<string, JsonSchema>;
const requiredOf = (schema: JsonSchema) => new Set((schema.required ?? []) as string[]);

/** '/v1/boom/approval/:referenceId' -> '/v1/boom/approval/{referenceId}' */
export const openApiPath = (template: string) => template.replace(/:([A-Za-z_]\w*)/g, '{$1}');

const SECURITY: Record<AnyContract['auth'], Record<string, string[]>[]> = {
  bearer: [{ accessToken: [] }],
  token: [{ stepToken: [] }],
  basic: [{ deviceCredentials: [] }],
  none: [],
};

function operation(contract: AnyContract): JsonSchema {
  const params = jsonSchema(contract.params, 'input');
  const query = jsonSchema(contract.query, 'input');
  const body = jsonSchema(contract.body, 'input');
  const queryRequired = requiredOf(query);
  const parameters = [
    ...pathParamNames(contract.path).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: propertiesOf(params)[name] ?? { type: 'string' },
    })),
    ...Object.entries(propertiesOf(query)).map(([name, schema]) => ({
      name,
      in: 'query',
      required: queryRequired.has(name),
      schema,
    })),
    ...Object.entries(contract.headers ?? {}).map(([name, description]) => ({
      name,
      in: 'header',
      required: false,
      description,
      schema: { type: 'string' },
    })),
    // A money call without one is refused (400 MISSING_REQUEST_ID): a retry must not move money twice.
    ...(contract.money
      ? [
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: true,
            schema: { type: 'string', minLength: 1 },
          },
        ]
      : []),
  ];
  // A body of one of several shapes (the transfer: exchange or internal) has no properties of its own.
  const hasBody =
    Object.keys(propertiesOf(body)).length > 0 ||
    Array.isArray(body.anyOf) ||
    Array.isArray(body.oneOf);
  return {
    operationId: contract.id,
    summary: contract.summary,
    security: SECURITY[contract.auth],
    ...(parameters.length ? { parameters } : {}),
    ...(hasBody
      ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } }
      : {}),
    responses: {
      '200': {
        description: 'OK',
        content: { 'application/json': { schema: jsonSchema(contract.answer, 'output') } },
      },
      default: {
        description: `A refusal: ${contract.errors.join(', ')}`,
        content: {
          'application/json': {
            schema: {
              allOf: [
                { $ref: '#/components/schemas/BankError' },
                { properties: { code: { enum: [...contract.errors] } } },
              ],
            },
          },
        },
      },
    },
    ...(contract.money ? { 'x-money': true } : {}),
  };
}

export function openApiDocument(contracts: readonly AnyContract[] = ALL_CONTRACTS): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const contract of contracts) {
    const path = (paths[openApiPath(contract.path)] ??= {});
    path[contract.method.toLowerCase()] = operation(contract);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Business banking API',
      version: '0.1.0',
      description:
        'Generated from src/shared/contracts by `npm run openapi`. Every call carries X-Request-Id and X-Device-Id headers; money calls carry an Idempotency-Key. Amounts are integers in micro-units (1,000,000 per currency unit).',
    },
    paths,
    components: {
      securitySchemes: {
        accessToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token of a signed-in user.',
        },
        stepToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'A pre-MFA or refresh token, accepted only by the calls of its step.',
        },
        deviceCredentials: {
          type: 'http',
          scheme: 'basic',
          description: "The registered device's client key and secret (login).",
        },
      },
      schemas: {
        BankError: {
          type: 'object',
          required: ['code'],
          properties: {
            code: { type: 'string' },
            description: { type: 'string' },
            field: {
              type: 'string',
              description: 'INVALID_PARAM_ERROR: the field of the request that was refused.',
            },
            remainingAttempts: { type: 'integer' },
          },
        },
      },
    },
  };
}
