import { BrandLink } from './brand-link';
import { MainNav } from './main-nav';
import { MobileNav } from './mobile-nav';

/**
 * Sticky header. The actions slot on the right is where the global search (desktop) and the user
 * dropdown go once the session exists; the mobile menu button stays last.
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 w-full border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLink className="mr-2" />
        <MainNav className="hidden md:flex" />
        <div data-slot="header-actions" className="ml-auto flex items-center gap-2">
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
