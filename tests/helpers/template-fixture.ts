import type { TemplateInput } from '../../src/shared/schemas/template';

/**
 * A template of four fields (the unit's name, its WhatsApp, an editable offer, the logo) in two
 * formats, the stories one with a focal point and a box of its own: the one the server tests and
 * the web's tests draw, each adding what it needs.
 */
export const OFFER_TEMPLATE: TemplateInput = {
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
