import { commonMessages } from '@shared/messages/common';
import { format } from '@shared/messages/format';
import { staticPagesMessages } from '@shared/messages/static-pages';
import { useBrand } from '@web/lib/brand';
import { paths } from '@web/lib/paths';
import { cn } from '@web/lib/utils';
import { HeadsetIcon, LifeBuoyIcon, type LucideIcon, ScaleIcon, ShieldCheckIcon } from 'lucide-react';
import { NavLink } from 'react-router';

const s = staticPagesMessages.staticPages;

export interface StaticSection {
  readonly title: string;
  readonly paragraphs: readonly string[];
}

interface StaticPageContent {
  icon: LucideIcon;
  title: string;
  /** May hold '{brand}'. */
  intro: string;
  sections: readonly StaticSection[];
  /** A section to set apart (the retention figures, the download restriction). */
  highlight?: string;
}

/** The three pages: help (SPEC 1, support hours and download restrictions), terms, privacy (SPEC 1, retention). */
const CONTENT: Record<'help' | 'terms' | 'privacy', StaticPageContent> = {
  help: { icon: LifeBuoyIcon, ...s.help, highlight: s.help.sections[1].title },
  terms: { icon: ScaleIcon, ...s.terms },
  privacy: { icon: ShieldCheckIcon, ...s.privacy, highlight: s.privacy.sections[4].title },
};

export type StaticPageName = keyof typeof CONTENT;

const PAGES = [
  { to: paths.help, label: commonMessages.nav.help },
  { to: paths.terms, label: commonMessages.nav.terms },
  { to: paths.privacy, label: commonMessages.nav.privacy },
] as const;

/** Help, Terms and Privacy: one readable column, the three pages linked at the top. */
export function StaticPage({ page: name }: { page: StaticPageName }) {
  const { icon, title, intro, sections, highlight } = CONTENT[name];
  const brand = useBrand() || commonMessages.layout.brandFallback;
  const withBrand = (text: string) => format(text, { brand });

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <nav aria-label={s.nav} className="flex flex-wrap gap-2">
        {PAGES.map((page) => (
          <NavLink
            key={page.to}
            to={page.to}
            className={({ isActive }) =>
              cn(
                'rounded-full border px-3 py-1 font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
                isActive
                  ? 'border-primary/30 bg-primary/10 text-primary'
                  : 'text-muted-foreground hover:bg-accent hover:text-foreground',
              )
            }
          >
            {page.label}
          </NavLink>
        ))}
      </nav>

      <header className="mt-8 flex items-start gap-4">
        <IconBadge icon={icon} className="hidden size-12 rounded-xl bg-primary/10 sm:flex" />
        <div>
          <h1 className="font-semibold text-3xl tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-3 text-pretty text-lg text-muted-foreground">{withBrand(intro)}</p>
        </div>
      </header>

      <div className="mt-10 grid gap-8">
        {sections.map((section) => (
          <section
            key={section.title}
            className={cn(
              section.title === highlight && 'rounded-xl border border-primary/20 bg-primary/5 p-5 sm:p-6',
            )}
          >
            <h2 className="font-semibold text-xl tracking-tight">{section.title}</h2>
            {section.title === highlight ? (
              <ul className="mt-3 grid gap-2">
                {section.paragraphs.map((paragraph) => (
                  <li key={paragraph} className="flex gap-2 text-pretty leading-relaxed">
                    <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden />
                    {withBrand(paragraph)}
                  </li>
                ))}
              </ul>
            ) : (
              section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 text-pretty text-foreground/85 leading-relaxed">
                  {withBrand(paragraph)}
                </p>
              ))
            )}
          </section>
        ))}
      </div>

      <aside className="mt-12 flex items-start gap-4 rounded-xl border bg-muted/40 p-5">
        <IconBadge icon={HeadsetIcon} className="size-10 rounded-full bg-background shadow-xs" />
        <div>
          <p className="font-medium">{s.supportTitle}</p>
          <p className="mt-1 text-muted-foreground text-sm">{s.supportHours}</p>
        </div>
      </aside>
    </article>
  );
}

function IconBadge({ icon: Icon, className }: { icon: LucideIcon; className: string }) {
  return (
    <span
      className={cn('flex shrink-0 items-center justify-center text-primary [&_svg]:size-1/2', className)}
    >
      <Icon aria-hidden />
    </span>
  );
}
