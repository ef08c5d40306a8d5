import { type ErrorCode, type ErrorParams, errorCatalog } from '../../shared/errors';
import { formatError } from '../../shared/messages/pt-BR';
import { fieldLabels, validationMessages } from '../../shared/messages/validation';
import { INVALID_TEXT_PARAM } from '../../shared/schemas/input';

type Params = Record<string, string | number>;

/** What an error carries besides its code: the message's parameters, details for the client, a cause. */
export interface AppErrorOptions<C extends ErrorCode = ErrorCode> {
  params?: ErrorParams<C>;
  details?: unknown;
  /** The underlying failure, logged by the error handler for a 5xx. */
  cause?: unknown;
}

/** The options a code needs: `params` is required exactly when its message has placeholders. */
type OptionsFor<C extends ErrorCode> = keyof ErrorParams<C> extends never
  ? [options?: Omit<AppErrorOptions<C>, 'params'>]
  : [options: AppErrorOptions<C> & { params: ErrorParams<C> }];

/**
 * The one error services throw: a code of the catalog (src/shared/messages/errors.ts) and the
 * parameters of its message; status and pt-BR text come from the catalog, never from the thrower.
 * The error handler sends `{"error":{"code","message","params"?,"details"?}}`.
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly code: C;
  readonly status: number;
  readonly params: Params | undefined;
  readonly details: unknown;

  constructor(code: C, ...[options]: OptionsFor<C>) {
    const params = (options as AppErrorOptions | undefined)?.params as Params | undefined;
    super(formatError(code, params), { cause: options?.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = errorCatalog[code].status;
    this.params = params;
    this.details = options?.details;
  }
}

/** The same error with `details` for the client (e.g. every file's result of a failed upload). */
export function withDetails(error: AppError, details: unknown): AppError {
  const options = { params: error.params, details, cause: error.cause };
  return new (AppError as new (code: ErrorCode, options: unknown) => AppError)(error.code, options);
}

/** One refused field: its dotted path (`body.items.0.title`) and the schema's pt-BR message. */
export interface FieldIssue {
  field: string;
  message: string;
}

/** True for an issue of the shared text rule (schemas/input.ts), as zod or Fastify reports it. */
export function isInvalidTextIssue(issue: { params?: unknown }): boolean {
  const params = issue.params as Record<string, unknown> | undefined;
  const nested = params?.params as Record<string, unknown> | undefined;
  return typeof (params?.[INVALID_TEXT_PARAM] ?? nested?.[INVALID_TEXT_PARAM]) === 'string';
}

/** 400 INVALID_TEXT naming the field in pt-BR (its last named part: `items.0.title` is "título"). */
export function invalidText(issue: FieldIssue): AppError {
  const key =
    issue.field
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? issue.field;
  return new AppError('INVALID_TEXT', {
    params: { campo: fieldLabels[key] ?? key, motivo: issue.message },
    details: { field: issue.field, issues: [issue] },
  });
}

/**
 * The error for fields a route parses itself (multipart text fields, an upload's JSON meta): a
 * text the shared rule refuses is INVALID_TEXT, anything else FIELD_INVALID with every issue.
 */
export function fieldsRefused(
  zodIssues: ReadonlyArray<{ path: PropertyKey[]; message: string; params?: unknown }>,
  prefix: string[] = [],
): AppError {
  const issues = zodIssues.map((issue) => ({
    field: [...prefix, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  const text = issues[zodIssues.findIndex(isInvalidTextIssue)];
  if (text) return invalidText(text);
  return new AppError('FIELD_INVALID', {
    params: { motivo: issues[0]?.message ?? validationMessages.invalid },
    details: { issues },
  });
}

/** IMAGE_TOO_LARGE with the purpose's limit in the message ('no máximo 25 megapixels'). */
export function imageTooLarge(error: { maxMegapixels: number }): AppError {
  return new AppError('IMAGE_TOO_LARGE', {
    params: { megapixels: error.maxMegapixels },
    details: { maxMegapixels: error.maxMegapixels },
  });
}

export { StartupError } from './startup-error';
