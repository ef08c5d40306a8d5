import type { SimilarResult } from '@shared/schemas/search';
import { PRIVATE_SESSION_KEYS } from './private-storage';
import { SCHEMAS_VERSION } from './stored-answers';

/**
 * Hand-over of similar-image results from the global search (which sends the image) to the gallery
 * (which shows them), through a token in the gallery URL: `/gallery?similar=<token>`. The ranked
 * list is kept in memory and, for the latest search, in sessionStorage so that a reload of the tab
 * still shows it (stored with the schemas' version: a list stored by another build is not read).
 * The picked image's preview is an object URL and lives only until a reload.
 */
export interface SimilarSearch {
  items: SimilarResult['items'];
  fileName: string;
  createdAt: number;
  /** Object URL of the image the user picked; null after a reload. */
  previewUrl: string | null;
}

const STORAGE_KEY = PRIVATE_SESSION_KEYS.similarResults;
const memory = new Map<string, SimilarSearch>();

function newToken(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function saveSimilarResults(
  result: SimilarResult,
  fileName: string,
  previewUrl: string | null,
): string {
  const token = newToken();
  const entry: SimilarSearch = { items: result.items, fileName, createdAt: Date.now(), previewUrl };
  memory.set(token, entry);
  try {
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        token,
        schemas: SCHEMAS_VERSION,
        items: entry.items,
        fileName,
        createdAt: entry.createdAt,
      }),
    );
  } catch {
    // Storage full or disabled: the results still work until a reload.
  }
  return token;
}

export function readSimilarResults(token: string): SimilarSearch | null {
  const inMemory = memory.get(token);
  if (inMemory) return inMemory;
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as {
      token?: unknown;
      schemas?: unknown;
      items?: SimilarResult['items'];
      fileName?: unknown;
      createdAt?: unknown;
    };
    if (stored.token !== token || stored.schemas !== SCHEMAS_VERSION || !Array.isArray(stored.items)) {
      return null;
    }
    const entry: SimilarSearch = {
      items: stored.items,
      fileName: typeof stored.fileName === 'string' ? stored.fileName : '',
      createdAt: typeof stored.createdAt === 'number' ? stored.createdAt : Date.now(),
      previewUrl: null,
    };
    memory.set(token, entry);
    return entry;
  } catch {
    return null;
  }
}

/** 0..100: how close a perceptual-hash distance is (64-bit difference hash) to identical. */
export function similarityPercent(distance: number): number {
  return Math.max(0, Math.min(100, Math.round((1 - distance / 64) * 100)));
}
