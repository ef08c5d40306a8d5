import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { type MultipartContract, refusalsOf } from './multipart';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The answers' schemas by status: `responses` when given, else `response` (under the success status). */
type Answers<R, M> = unknown extends M ? (ZodType extends R ? unknown : { 200: R }) : M;

/**
 * One route in a flat declaration: who may call it, the codes it can answer and its rate limit
 * (Fastify's `config`); its OpenAPI summary and zod schemas (`schema`, tagged with its group), from
 * which the handler's types come; and the handler.
 */
export type RouteSpec<P, Q, B, R extends ZodType, M> = Pick<
  RouteShorthandOptions,
  'compress' | 'exposeHeadRoute' | 'onSend'
> & {
  access: NonNullable<FastifyContextConfig['access']>;
  errors?: FastifyContextConfig['errors'];
  rateLimit?: FastifyContextConfig['rateLimit'];
  summary?: string;
  consumes?: string[];
  /**
   * The multipart body the route takes (its files and fields): the route consumes
   * multipart/form-data, and the contract's refusals join `errors`, so neither is restated.
   */
  upload?: MultipartContract;
  params?: P;
  querystring?: Q;
  body?: B;
  /** The body of the success answer. */
  response?: R;
  /**
   * Instead of `response`, the bodies by status: when the handler sets the status itself (a new
   * session's 201) or another status has a body too (a 503 that says what failed).
   */
  responses?: M;
  /** The success status when not 200; the body is what the handler returns (201) or none (202, 204). */
  status?: 201 | 202 | 204;
  handler: RouteHandlerMethod<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    { params: P; querystring: Q; body: B; response: Answers<R, M> },
    ZodTypeProvider
  >;
};

const defined = <T extends object>(object: T): Partial<T> =>
  Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as Partial<T>;

/** The Fastify route `app.method(url, { config, schema, ...options }, handler)` would make. */
function routeOptions<P, Q, B, R extends ZodType, M>(
  method: HTTPMethods,
  url: string,
  tag: string,
  spec: RouteSpec<P, Q, B, R, M>,
): RouteOptions {
  const { access, rateLimit, summary, params, querystring, body, upload } = spec;
  const { response, responses, status, handler, compress, exposeHeadRoute, onSend } = spec;
  const answers = responses ?? (response === undefined ? undefined : { [status ?? 200]: response });
  const errors = upload ? [...new Set([...refusalsOf(upload), ...(spec.errors ?? [])])] : spec.errors;
  const consumes = spec.consumes ?? (upload ? ['multipart/form-data'] : undefined);
  return {
    method,
    url,
    ...defined({ compress, exposeHeadRoute, onSend }),
    config: defined({ access, errors, rateLimit }),
    schema: defined({ tags: [tag], summary, consumes, params, querystring, body, response: answers }),
    handler: status
      ? async function (request, reply) {
          const value = await handler.call(this, request as never, reply as never);
          // 202 and 204 answer with no body, whatever the service returned.
          return reply.status(status).send(status === 201 ? value : undefined);
        }
      : (handler as RouteOptions['handler']),
  } as RouteOptions;
}

/**
 * The routes of one OpenAPI group (`tags`), each declared flat: `route.get(url, { access, ...,
 * handler })`.
 */
export function routesFor(app: ZodApp, tag: string) {
  const method =
    (name: HTTPMethods) =>
    <P, Q, B, R extends ZodType, M>(url: string, spec: RouteSpec<P, Q, B, R, M>) =>
      app.route(routeOptions(name, url, tag, spec));
  return {
    get: method('GET'),
    post: method('POST'),
    put: method('PUT'),
    patch: method('PATCH'),
    delete: method('DELETE'),
  };
}
