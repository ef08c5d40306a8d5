import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A form resolver whose schema code loads on demand; `prepare()` starts loading it ahead. */
export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  prepare: () => void;
};

/**
 * The form stack's resolver (`zodResolver` over the form's shared schema) for the forms of the pages
 * that show before any schema code loads (the sign-in page): the schema, zod and the resolver load
 * when the form is first focused (`prepare`) or submitted, not with the page. If they cannot load
 * (offline), the values go on unchecked and the server, which checks them with the same schema,
 * answers with the field errors the form shows.
 */
export function lazyResolver<Input extends FieldValues, Output = Input>(
  load: () => Promise<z.ZodType<Output, Input>>,
): LazyResolver<Input, Output> {
  let ready: Promise<Resolver<Input, unknown, Output>> | undefined;
  const prepare = () => {
    ready ??= Promise.all([load(), import('@hookform/resolvers/zod')])
      .then(([schema, { zodResolver }]) => zodResolver(schema) as Resolver<Input, unknown, Output>)
      .catch((error: unknown) => {
        ready = undefined;
        throw error;
      });
    return ready;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    let resolve: Resolver<Input, unknown, Output>;
    try {
      resolve = await prepare();
    } catch {
      return { values: values as unknown as Output, errors: {} };
    }
    return resolve(values, context, options);
  };
  return Object.assign(resolver, { prepare: () => void prepare().catch(() => {}) });
}
