import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * The zod serializer (the route's answer checked against its response schema, then encoded), which
 * remembers the JSON of a frozen answer. A frozen answer cannot change (its maker froze it through and
 * through), so an answer kept in memory and sent again (a search page) is checked and encoded once,
 * not at each request; any other answer is checked and encoded every time.
 */
export const keptAnswerSerializer: typeof serializerCompiler = (route) => {
  const encode = serializerCompiler(route);
  const sent = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return encode(data);
    let json = sent.get(data);
    if (json === undefined) {
      json = encode(data);
      sent.set(data, json);
    }
    return json;
  };
};
