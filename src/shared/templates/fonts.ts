/**
 * The fonts a template's text may use: open fonts shipped as npm packages, so the server draws with
 * the very files the browser preview loads. Their advance widths are in metrics.json (made from the
 * files by scripts/make-font-metrics.ts), which the layout reads on both sides.
 */
export const TEMPLATE_FONTS = [
  'montserrat',
  'montserrat-bold',
  'dejavu-sans',
  'dejavu-sans-bold',
  'dejavu-serif',
] as const;
export type TemplateFont = (typeof TEMPLATE_FONTS)[number];

/** Each font's file, as a module path (resolved by the server, imported as a URL by the web). */
export const TEMPLATE_FONT_FILES: Record<TemplateFont, string> = {
  montserrat: '@expo-google-fonts/montserrat/400Regular/Montserrat_400Regular.ttf',
  'montserrat-bold': '@expo-google-fonts/montserrat/700Bold/Montserrat_700Bold.ttf',
  'dejavu-sans': 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  'dejavu-sans-bold': 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  'dejavu-serif': 'dejavu-fonts-ttf/ttf/DejaVuSerif.ttf',
};

/** The CSS and canvas family each font is registered under (one face per family: no synthesis). */
export const fontFamily = (font: TemplateFont) => `bdi-${font}`;

/** The brand palette a template's text may be painted in (names in messages.templates.colors). */
export const TEMPLATE_COLORS = ['#ffffff', '#1f2937', '#0f766e', '#0e7490', '#be185d', '#b45309'] as const;
export type TemplateColor = (typeof TEMPLATE_COLORS)[number];
