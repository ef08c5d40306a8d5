/**
 * Messages for zod validation issues, keyed by what went wrong: a module of its own so that a form
 * loads them without the rest of the catalogue.
 */
export const validationMessages = {
  required: 'Campo obrigatório.',
  invalidType: 'Valor em formato inválido.',
  tooShort: 'Deve ter pelo menos {min} caracteres.',
  tooLong: 'Deve ter no máximo {max} caracteres.',
  tooSmall: 'Deve ser no mínimo {min}.',
  tooBig: 'Deve ser no máximo {max}.',
  invalidEmail: 'Informe um e-mail válido.',
  invalidUrl: 'Informe um link válido (http ou https).',
  invalidOption: 'Opção inválida.',
  unknownField: 'Campo não permitido: {field}.',
  invalid: 'Valor inválido.',
} as const;
