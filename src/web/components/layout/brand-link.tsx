import { commonMessages } from '@shared/messages/common';
import { useBrand } from '@web/lib/brand';
import { paths } from '@web/lib/paths';
import { cn } from '@web/lib/utils';
import { Link } from 'react-router';
import { BrandMark } from './brand-mark';

/** Logo + 'Banco de Imagens' + the franchise brand, linking home. */
export function BrandLink({ className, onClick }: { className?: string; onClick?: () => void }) {
  const brand = useBrand();
  return (
    <Link
      to={paths.home}
      onClick={onClick}
      className={cn(
        'flex min-w-0 items-center gap-2.5 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      <BrandMark />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="truncate font-semibold text-sm tracking-tight">{commonMessages.app.title}</span>
        {/* Reserve the line while the brand loads so the header does not jump. */}
        <span className="h-4 truncate text-muted-foreground text-xs">{brand}</span>
      </span>
    </Link>
  );
}
