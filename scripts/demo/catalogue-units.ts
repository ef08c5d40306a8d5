import type { units } from '../../src/server/platform/db/schema/index';

/**
 * The demo network's clinics, with the council data a stamped download carries. Names, numbers and
 * addresses are invented. The last one lacks its RT's CRO number, so the demo also shows the
 * "Dados de CRO incompletos" badge and the message a franchisee gets on a stamped download.
 */
export const DEMO_UNITS: Array<typeof units.$inferInsert> = [
  {
    name: 'OdontoRede Campinas Centro',
    city: 'Campinas',
    uf: 'SP',
    address: 'Rua Barão de Jaguara, 1200 – Centro',
    phone: '(19) 3232-1234',
    whatsapp: '(19) 99876-5432',
    croRegistration: 'CRO-SP EPAO 12345',
    rtName: 'Ana Paula Souza',
    rtCro: '98765',
    rtUf: 'SP',
  },
  {
    name: 'OdontoRede Goiânia Setor Bueno',
    city: 'Goiânia',
    uf: 'GO',
    address: 'Av. T-10, 455 – Setor Bueno',
    phone: '(62) 3251-7788',
    whatsapp: '(62) 98123-4567',
    croRegistration: 'CRO-GO EPAO 4521',
    rtName: 'João Henrique Araújo',
    rtCro: '11223',
    rtUf: 'GO',
  },
  {
    name: 'OdontoRede Florianópolis Trindade',
    city: 'Florianópolis',
    uf: 'SC',
    address: 'Rua Lauro Linhares, 870 – Trindade',
    phone: '(48) 3334-2211',
    croRegistration: 'CRO-SC EPAO 3088',
    rtName: 'Mariana Conceição Lopes',
    rtCro: '7781',
    rtUf: 'SC',
  },
  {
    name: 'OdontoRede Belo Horizonte Savassi',
    city: 'Belo Horizonte',
    uf: 'MG',
    address: 'Rua Pernambuco, 1000 – Savassi',
    phone: '(31) 3225-9090',
    croRegistration: 'CRO-MG EPAO 9912',
    rtName: 'Ricardo Gonçalves',
  },
];
