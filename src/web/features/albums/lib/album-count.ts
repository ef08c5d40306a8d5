import { format, messages } from '@shared/messages/pt-BR';
import { formatCount } from '@web/lib/format';

const m = messages.albumsPage;

/** 'Nenhum arquivo', '1 arquivo', '12 arquivos'. */
export function albumCountLabel(count: number): string {
  if (count === 0) return m.countZero;
  if (count === 1) return m.countOne;
  return format(m.countOther, { n: formatCount(count) });
}
