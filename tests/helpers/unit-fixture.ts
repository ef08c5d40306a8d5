/**
 * A clinic with every field a stamped download prints, as the API takes it: the one fixture the
 * server tests, the browser specs and the benchmark build their units from (a name of their own on top).
 */
export const COMPLETE_UNIT = {
  name: 'OdontoRede Campinas Centro',
  city: 'Campinas',
  uf: 'SP',
  address: 'Rua Barão de Jaguara, 1200 – Centro',
  phone: '(19) 3232-1234',
  whatsapp: '(19) 99123-4567',
  croRegistration: 'CRO-SP EPAO 12345',
  rtName: 'Ana Paula Souza',
  rtCro: '98765',
  rtUf: 'SP',
} as const;
