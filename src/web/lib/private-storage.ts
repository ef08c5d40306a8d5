/**
 * Browser storage that holds data of the signed-in user (asset lists, similar-image results). It is
 * wiped when the session ends (sign-out or SESSION_EXPIRED), so the next person at this computer
 * sees nothing of it. Preferences that reveal no data (the gallery's grid/list view) stay.
 */
export const PRIVATE_LOCAL_KEYS = { galleryCache: 'gallery_data_cache' } as const;
export const PRIVATE_SESSION_KEYS = { similarResults: 'similar_results' } as const;

function remove(storage: () => Storage, keys: Record<string, string>) {
  try {
    const store = storage();
    for (const key of Object.values(keys)) store.removeItem(key);
  } catch {
    // Storage disabled or unavailable: nothing was kept there.
  }
}

export function clearPrivateStorage() {
  remove(() => localStorage, PRIVATE_LOCAL_KEYS);
  remove(() => sessionStorage, PRIVATE_SESSION_KEYS);
}
