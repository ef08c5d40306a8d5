/** dist/server/main.mjs: written last by `npm run build`, its time is the build's. */
export const BUILT: string;
/** Whether `npm run build` has to run: the build is missing, or older than what it is built from. */
export function buildIsStale(): boolean;
