/**
 * GET /api/me/export: everything the app keeps about the signed-in person, as a JSON attachment. A
 * plain link fetches it, so the browser saves the file itself (no script holds it in memory).
 */
export const MY_DATA_EXPORT_URL = '/api/me/export';
