import { type RefObject, useEffect, useRef } from 'react';
import type { FieldErrors, FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';

export interface ServerFieldIssue {
  /** Where the server found it: 'body.title', 'meta.categoryIds', 'meta.items.0.title'. */
  field: string;
  message: string;
}

/** Where a request field lives; stripped so 'body.title' and 'meta.title' both name 'title'. */
const LOCATIONS = new Set(['body', 'meta', 'querystring', 'params']);

function isIssue(value: unknown): value is ServerFieldIssue {
  if (typeof value !== 'object' || value === null) return false;
  const { field, message } = value as Record<string, unknown>;
  return typeof field === 'string' && typeof message === 'string' && message !== '';
}

/** The per-field issues of an API error (`details.issues` of a 400 answer), or none. */
export function serverFieldIssues(error: unknown): ServerFieldIssue[] {
  if (!isApiError(error)) return [];
  const issues = (error.details as { issues?: unknown } | null | undefined)?.issues;
  return Array.isArray(issues) ? issues.filter(isIssue) : [];
}

/** 'body.tags.0' -> 'tags.0', then 'tags': the most precise name the form knows. */
function formFieldFor<T extends FieldValues>(
  field: string,
  fields: Readonly<Record<string, FieldPath<T>>>,
): FieldPath<T> | undefined {
  const parts = field.split('.');
  if (parts.length > 1 && LOCATIONS.has(parts[0]!)) parts.shift();
  for (let end = parts.length; end > 0; end--) {
    const name = fields[parts.slice(0, end).join('.')];
    if (name) return name;
  }
  return undefined;
}

/**
 * Puts the server's field errors beside their fields, through react-hook-form like the form's own
 * errors (same FormField, same aria). `fields` maps a request field name ('url', 'categoryIds') to
 * the form field that shows it (an item's issue, 'tags.0', goes to 'tags'); issues on other fields are left to the caller's toast. The first
 * field that gets an error is focused. Returns how many fields got one.
 */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Readonly<Record<string, FieldPath<T>>>,
): number {
  const done = new Set<string>();
  for (const issue of serverFieldIssues(error)) {
    const name = formFieldFor(issue.field, fields);
    // The first message of a field wins, as with the form's own validation.
    if (!name || done.has(name)) continue;
    setError(name, { type: 'server', message: issue.message }, { shouldFocus: done.size === 0 });
    done.add(name);
  }
  return done.size;
}

/** A form field map where the request and the form use the same names. */
export function sameFieldNames<const N extends string>(...names: readonly N[]): Record<string, N> {
  return Object.fromEntries(names.map((name) => [name, name]));
}

/**
 * After a submit that ends with errors (the form's own or the server's), focuses the first control
 * marked invalid in page order (the order a person reads them) and brings it to the middle of the
 * screen. An effect, so it runs once the errors are on the page; once per submit.
 */
export function useFocusFirstInvalid(
  root: RefObject<HTMLElement | null>,
  { submitCount, errors }: { submitCount: number; errors: FieldErrors },
) {
  const focusedFor = useRef(0);
  const hasErrors = Object.keys(errors).length > 0;
  useEffect(() => {
    if (!hasErrors || submitCount === focusedFor.current) return;
    focusedFor.current = submitCount;
    const target = root.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    target?.focus({ preventScroll: true });
    target?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [root, submitCount, hasErrors]);
}
