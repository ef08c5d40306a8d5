declare const __SCHEMAS_VERSION__: string | undefined;

/**
 * The version of the shared schemas this build was made with (scripts/schemas-version.ts, written in
 * by vite.config.ts; 'source' in tests). An answer the app keeps in the browser's storage (the
 * gallery's first page, similar-image results) was checked by its schema when it arrived: stored
 * with this version, it is read back as it is by a build with the same schemas, without loading zod
 * for the first screen, and dropped by any other build (an update that changed an answer's shape).
 */
export const SCHEMAS_VERSION: string =
  typeof __SCHEMAS_VERSION__ === 'string' ? __SCHEMAS_VERSION__ : 'source';
