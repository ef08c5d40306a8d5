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

/**
 * The pt-BR name of a body or query field, for messages that name the field (INVALID_TEXT); a field
 * not listed is named by its key.
 */
export const fieldLabels: Record<string, string> = {
  title: 'título',
  name: 'nome',
  description: 'descrição',
  body: 'comentário',
  email: 'e-mail',
  password: 'senha',
  currentPassword: 'senha atual',
  newPassword: 'nova senha',
  city: 'cidade',
  address: 'endereço',
  reason: 'motivo',
  patientRef: 'referência do paciente',
  tags: 'etiquetas',
  q: 'busca',
  url: 'link',
  forbiddenExpressions: 'expressões proibidas',
  croRegistration: 'registro no CRO',
  rtName: 'responsável técnico',
  rtCro: 'CRO do responsável técnico',
  uf: 'UF',
  phone: 'telefone',
  whatsapp: 'WhatsApp',
  unitName: 'unidade',
  /** A whole JSON body (its bytes are not UTF-8). */
  json: 'conteúdo enviado',
};
