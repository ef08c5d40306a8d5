export interface ApportionedProgress {
  /** 0..1 for each file, in file order. */
  files: number[];
  /** 0..1 for the whole request. */
  overall: number;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/**
 * Spreads the bytes the browser reports as sent (XHR upload progress over the whole multipart body)
 * across the files. Parts go out in order, so the files fill up one after another; the multipart
 * overhead (the `meta` field, part headers) is spread in proportion, so the last file reaches 100%
 * exactly when the request body is complete.
 */
export function apportionProgress(
  sizes: readonly number[],
  loaded: number,
  total: number,
): ApportionedProgress {
  if (total <= 0 || sizes.length === 0) return { files: sizes.map(() => 0), overall: 0 };
  const overall = clamp(loaded / total);
  const fileBytes = sizes.reduce((sum, size) => sum + Math.max(0, size), 0);
  const sent = overall * fileBytes;
  let before = 0;
  const files = sizes.map((rawSize) => {
    const size = Math.max(0, rawSize);
    const share = size === 0 ? (overall > 0 && sent >= before ? 1 : 0) : clamp((sent - before) / size);
    before += size;
    return share;
  });
  return { files, overall };
}
