import type { Template, TemplateView } from '@shared/schemas/template';

/** A template of three fields (the unit's name, its WhatsApp, an editable offer) in two formats. */
export const offerTemplate: Template = {
  version: 3,
  updatedAt: '2025-05-02T12:00:00.000Z',
  fields: [
    {
      key: 'nome',
      kind: 'unit',
      unitField: 'name',
      box: { x: 0.1, y: 0.05, w: 0.8, h: 0.08 },
      align: 'center',
    },
    {
      key: 'zap',
      kind: 'unit',
      unitField: 'whatsapp',
      box: { x: 0.1, y: 0.85, w: 0.5, h: 0.05 },
      font: 'dejavu-sans',
      color: '#1f2937',
    },
    {
      key: 'oferta',
      kind: 'text',
      label: 'Oferta do mês',
      default: 'Avaliação gratuita',
      editable: true,
      maxLength: 20,
      maxLines: 2,
      box: { x: 0.1, y: 0.6, w: 0.8, h: 0.15 },
      align: 'right',
    },
    { key: 'logo', kind: 'logo', box: { x: 0.7, y: 0.85, w: 0.2, h: 0.1 } },
  ],
  presets: [
    { format: 'instagram-feed' },
    {
      format: 'instagram-stories',
      focal: { x: 0.3, y: 0.5 },
      boxes: { nome: { x: 0.1, y: 0.2, w: 0.8, h: 0.06 } },
    },
  ],
};

export const campinas: NonNullable<TemplateView['unit']> = {
  id: '3f1c1a52-2b1e-4a4e-9d55-8b1c1ad3e001',
  name: 'OdontoRede Campinas Centro',
  data: {
    name: 'OdontoRede Campinas Centro',
    city: 'Campinas',
    address: 'Rua Barão de Jaguara, 1200',
    phone: '(19) 3232-1234',
    whatsapp: '(19) 99123-4567',
    rtName: 'Ana Paula Souza',
    rtCro: '98765',
    rtUf: 'SP',
    croRegistration: 'CRO-SP EPAO 12345',
  },
  logoUrl: null,
};

export const view = (overrides: Partial<TemplateView> = {}): TemplateView => ({
  template: offerTemplate,
  unit: campinas,
  missing: [],
  ...overrides,
});
