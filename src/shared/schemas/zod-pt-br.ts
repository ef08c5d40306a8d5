import { z } from 'zod';
import { format } from '../messages/format';
import { validationMessages as m } from '../messages/validation';

/**
 * Portuguese messages for zod's built-in checks, installed once by the server and the web app, so
 * that every validation failure reads in pt-BR. A message written in a schema still wins.
 */
export function installPortugueseZodMessages(): void {
  z.config({
    customError: (issue) => {
      switch (issue.code) {
        case 'invalid_type':
          return issue.input === undefined || issue.input === null ? m.required : m.invalidType;
        case 'too_small':
          if (issue.origin === 'string') {
            return Number(issue.minimum) <= 1
              ? m.required
              : format(m.tooShort, { min: Number(issue.minimum) });
          }
          return format(m.tooSmall, { min: Number(issue.minimum) });
        case 'too_big':
          return issue.origin === 'string'
            ? format(m.tooLong, { max: Number(issue.maximum) })
            : format(m.tooBig, { max: Number(issue.maximum) });
        case 'invalid_format':
          if (issue.format === 'email') return m.invalidEmail;
          if (issue.format === 'url') return m.invalidUrl;
          return m.invalid;
        case 'invalid_value':
          return m.invalidOption;
        case 'unrecognized_keys':
          return format(m.unknownField, { field: issue.keys.join(', ') });
        default:
          return m.invalid;
      }
    },
  });
}
