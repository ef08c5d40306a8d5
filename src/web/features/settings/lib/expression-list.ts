import { expressionKey, FORBIDDEN_EXPRESSION_LIMITS } from '@shared/domain/content-check';
import { contentCheckMessages } from '@shared/messages/content-check';
import { ForbiddenExpressionSchema } from '@shared/schemas/settings';

/**
 * Adds `raw` to the list being edited: the new list, or the reason it cannot go in (too short or
 * long, control characters, already there ignoring case and accents, list full). Same rules as the
 * server's (the shared schema), so a saved list is never refused.
 */
export function addExpression(
  list: readonly string[],
  raw: string,
): { list: string[]; error?: undefined } | { error: string } {
  const parsed = ForbiddenExpressionSchema.safeParse(raw);
  if (!parsed.success)
    return { error: parsed.error.issues[0]?.message ?? contentCheckMessages.contentCheck.listInvalid };
  const expression = parsed.data.replace(/\s+/gu, ' ');
  const key = expressionKey(expression);
  if (list.some((e) => expressionKey(e) === key))
    return { error: contentCheckMessages.contentCheck.alreadyInList };
  if (list.length >= FORBIDDEN_EXPRESSION_LIMITS.maxCount)
    return { error: contentCheckMessages.contentCheck.tooManyExpressions };
  return { list: [...list, expression] };
}

export const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((e, i) => e === b[i]);
