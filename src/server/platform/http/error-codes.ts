import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { type ErrorCode, errorCatalog } from '../../../shared/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The codes this route's own logic can answer (ASSET_NOT_FOUND, RANGE_NOT_SATISFIABLE…); the
     * ones every route of its kind can answer (sign-in, origin, validation) are added by
     * `routeErrorCodes`. Typed by the catalog, so a code missing from it does not compile.
     */
    errors?: ErrorCode[];
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What the multipart reader answers on any route that takes a multipart body. */
const MULTIPART_CODES = [
  'MALFORMED_MULTIPART',
  'MULTIPART_PART_UNNAMED',
  'UNEXPECTED_FILE',
  'UNEXPECTED_FIELD',
  'TOO_MANY_PARTS',
  'FILE_NAME_CONTROL_CHARACTERS',
] as const satisfies readonly ErrorCode[];

interface RouteFacts {
  method: string | string[];
  access?: string;
  schema?: FastifySchema;
  errors?: readonly string[];
  rateLimited?: boolean;
}

/** Every code a route can answer: its declared ones plus those its access, method and schema imply. */
export function routeErrorCodes(route: RouteFacts): string[] {
  const codes = new Set<string>(route.errors ?? []);
  const methods = [route.method].flat();
  const forAdmins = route.access === 'admin' || route.access === 'admin-or-local';
  if (route.access === 'account' || route.access === 'signed-in' || forAdmins) {
    codes.add('UNAUTHENTICATED');
    codes.add('SESSION_EXPIRED');
  }
  if (route.access === 'signed-in' || forAdmins) codes.add('ACCOUNT_PENDING');
  if (forAdmins) codes.add('FORBIDDEN');
  if (methods.some((method) => UNSAFE.has(method))) codes.add('CROSS_SITE_REQUEST');
  if (route.schema?.body) codes.add('BODY_TOO_LARGE');
  if (route.schema?.body || route.schema?.querystring || route.schema?.params) {
    codes.add('VALIDATION');
    codes.add('INVALID_TEXT');
  }
  // Fields a route reads itself (multipart) follow the same text rule.
  if (codes.has('FIELD_INVALID')) codes.add('INVALID_TEXT');
  // Every multipart body goes through the one reader (http/multipart.ts) and its contract.
  if ((route.schema as { consumes?: string[] } | undefined)?.consumes?.includes('multipart/form-data'))
    for (const code of MULTIPART_CODES) codes.add(code);
  if (route.rateLimited) codes.add('RATE_LIMITED');
  codes.add('INTERNAL');
  return [...codes].sort();
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The OpenAPI transform: zod schemas to JSON Schema (fastify-type-provider-zod), plus one response
 * per error status listing the codes the route can answer, e.g. `404: ASSET_NOT_FOUND`.
 */
export function transformWithErrorCodes(input: TransformInput) {
  const output = jsonSchemaTransform(input);
  const route = input.route as unknown as {
    method: string | string[];
    config?: { access?: string; errors?: ErrorCode[]; rateLimit?: unknown };
  };
  const codes = routeErrorCodes({
    method: route.method,
    access: route.config?.access,
    schema: input.schema,
    errors: route.config?.errors,
    rateLimited: Boolean(route.config?.rateLimit),
  });
  const byStatus = new Map<number, string[]>();
  for (const code of codes) {
    const status = code in errorCatalog ? errorCatalog[code as ErrorCode].status : 500;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses = Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      String(status),
      {
        description: list.join(', '),
        type: 'object',
        properties: { error: { type: 'object', properties: { code: { type: 'string', enum: list } } } },
      },
    ]),
  );
  const schema = output.schema as { response?: Record<string, unknown> };
  return { ...output, schema: { ...schema, response: { ...responses, ...schema.response } } };
}
