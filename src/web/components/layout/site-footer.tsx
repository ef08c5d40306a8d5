import { commonMessages } from '@shared/messages/common';
import { format } from '@shared/messages/format';
import { useBrand } from '@web/lib/brand';
import { Link } from 'react-router';
import { footerNavItems } from './nav-items';

export function SiteFooter() {
  const brand = useBrand();
  const year = new Date().getFullYear();

  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto flex w-full max-w-7xl flex-col items-center gap-3 px-4 py-6 text-muted-foreground text-sm sm:flex-row sm:justify-between sm:px-6 lg:px-8">
        <p className="text-center sm:text-left">
          {format(commonMessages.app.copyright, { year, brand: brand || commonMessages.app.title })}
        </p>
        <nav aria-label={commonMessages.layout.footerNav} className="flex items-center gap-5">
          {footerNavItems.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              className="rounded-sm outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {item.label}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}
