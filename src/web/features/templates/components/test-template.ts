import type { Template, TemplateView } from '@shared/schemas/template';
import { fakeAsset } from '@web/test/asset';
import { OFFER_TEMPLATE } from '@web/test/template';
import { completeUnitData } from '@web/test/unit';

/** The picture the templates below are drawn on (1600 × 1200). */
export const poster = fakeAsset({
  id: 'a1',
  title: 'Clareamento',
  width: 1600,
  height: 1200,
  previewUrl: '/files/a1/preview.webp',
});

/** The shared offer template (tests/helpers/template-fixture.ts) as the API answers it. */
export const offerTemplate: Template = {
  version: 3,
  updatedAt: '2025-05-02T12:00:00.000Z',
  ...OFFER_TEMPLATE,
};

export const campinas: NonNullable<TemplateView['unit']> = {
  id: '3f1c1a52-2b1e-4a4e-9d55-8b1c1ad3e001',
  name: completeUnitData.name,
  data: completeUnitData,
  logoUrl: null,
};

export const view = (overrides: Partial<TemplateView> = {}): TemplateView => ({
  template: offerTemplate,
  unit: campinas,
  missing: [],
  ...overrides,
});
