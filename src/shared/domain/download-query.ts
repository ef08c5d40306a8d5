import type { DownloadFormat } from '../constants';

/** The query string of a download URL for these options (empty for the original unstamped). */
export function downloadQuery(options: { format: DownloadFormat; stamp: boolean }): string {
  const params = new URLSearchParams();
  if (options.format !== 'original') params.set('format', options.format);
  if (options.stamp) params.set('stamp', '1');
  const text = params.toString();
  return text ? `?${text}` : '';
}
