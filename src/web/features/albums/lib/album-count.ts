import { albumsMessages } from '@shared/messages/albums';
import { format } from '@shared/messages/format';
import { formatCount } from '@web/lib/format';

const m = albumsMessages.albumsPage;

/** 'Nenhum arquivo', '1 arquivo', '12 arquivos'. */
export function albumCountLabel(count: number): string {
  if (count === 0) return m.countZero;
  if (count === 1) return m.countOne;
  return format(m.countOther, { n: formatCount(count) });
}
