import type { AssetType } from '../../../shared/constants';

const FALLBACK_EXTENSION: Record<AssetType, string> = {
  image: 'jpg',
  video: 'mp4',
  document: 'pdf',
  pdf: 'pdf',
  psd: 'psd',
  other: 'bin',
};

/** The stored file's real extension (from its key), else the type's usual one. */
export function extensionOf(storageKey: string | null, type: AssetType): string {
  const match = storageKey ? /\.([a-z0-9]{1,8})$/.exec(storageKey) : null;
  return match?.[1] ?? FALLBACK_EXTENSION[type];
}

/** A download name: the title (or 'arquivo') made safe for every file system, plus the extension. */
export function downloadFileName(title: string, extension: string): string {
  const base =
    title
      .normalize('NFC')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what must go.
      .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^\.+/, '')
      .slice(0, 150)
      .trim() || 'arquivo';
  return `${base}.${extension}`;
}

/** Names unique inside one ZIP: a repeated name gets ' (2)', ' (3)' before its extension. */
export function uniqueNames(names: string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf('.');
    const stem = dot > 0 ? name.slice(0, dot) : name;
    const ext = dot > 0 ? name.slice(dot) : '';
    let candidate = name;
    for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
    used.add(candidate.toLowerCase());
    return candidate;
  });
}
