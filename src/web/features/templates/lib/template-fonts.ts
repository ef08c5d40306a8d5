import montserrat from '@expo-google-fonts/montserrat/400Regular/Montserrat_400Regular.ttf?url';
import montserratBold from '@expo-google-fonts/montserrat/700Bold/Montserrat_700Bold.ttf?url';
import { fontFamily, type TemplateFont } from '@shared/templates/fonts';
import dejavuSans from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import dejavuSansBold from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import dejavuSerif from 'dejavu-fonts-ttf/ttf/DejaVuSerif.ttf?url';
import { useEffect } from 'react';

/**
 * The very files the server draws with (TEMPLATE_FONT_FILES), as URLs of the build: a preview in
 * another face would wrap and place its characters differently from the file.
 */
export const TEMPLATE_FONT_URLS: Record<TemplateFont, string> = {
  montserrat,
  'montserrat-bold': montserratBold,
  'dejavu-sans': dejavuSans,
  'dejavu-sans-bold': dejavuSansBold,
  'dejavu-serif': dejavuSerif,
};

const loading = new Map<TemplateFont, Promise<void>>();

/** Registers a template font under its family (`fontFamily`), once per page; a failure is tried again later. */
export function loadTemplateFont(font: TemplateFont): Promise<void> {
  if (typeof FontFace === 'undefined' || typeof document === 'undefined' || !document.fonts)
    return Promise.resolve();
  let load = loading.get(font);
  if (!load) {
    const face = new FontFace(fontFamily(font), `url(${TEMPLATE_FONT_URLS[font]})`);
    load = face.load().then(
      (loaded) => {
        document.fonts.add(loaded);
      },
      () => {
        loading.delete(font);
      },
    );
    loading.set(font, load);
  }
  return load;
}

/** Loads the fonts a preview shows, only once a template panel or the editor is on screen. */
export function useTemplateFonts(fonts: readonly TemplateFont[]) {
  const wanted = [...new Set(fonts)].sort().join(' ');
  useEffect(() => {
    if (!wanted) return;
    for (const font of wanted.split(' ')) void loadTemplateFont(font as TemplateFont);
  }, [wanted]);
}
