import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form resolver for a shared zod contract, so the form checks exactly what the server
 * checks and shows the same pt-BR messages. The first issue of each field wins.
 * (@hookform/resolvers is not a dependency; this is the small part of it we need.)
 */
export function zodResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };

    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.length > 0 ? issue.path.map(String) : ['root'];
      setFirst(errors, path, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors: errors as FieldErrors<Input> };
  };
}

function setFirst(target: Record<string, unknown>, path: string[], error: FieldError) {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const leaf = path[path.length - 1]!;
  if (!(leaf in node)) node[leaf] = error;
}
