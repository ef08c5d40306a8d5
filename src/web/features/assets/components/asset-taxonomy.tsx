import { assetsMessages } from '@shared/messages/assets';
import type { Asset } from '@shared/schemas/asset';
import { Badge } from '@web/components/ui/badge';
import { galleryHref } from '@web/lib/gallery-url';
import { UserRoundIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2.5">
      <h2 className="font-medium text-muted-foreground text-xs uppercase tracking-wide">{title}</h2>
      {children}
    </section>
  );
}

/** How each kind of term shows on the page, and where its link goes. */
const TERMS = {
  categories: {
    title: assetsMessages.assetPage.categories,
    variant: 'secondary',
    className: 'h-7 px-2.5 text-[0.8rem]',
    label: (name: string) => name,
    href: (slug: string) => galleryHref({ categories: [slug] }),
  },
  tags: {
    title: assetsMessages.assetPage.tags,
    variant: 'outline',
    className: 'h-7 rounded-full px-2.5 text-[0.8rem]',
    label: (name: string) => `#${name}`,
    href: (slug: string) => galleryHref({ tags: [slug] }),
  },
} as const;

/** A titled row of badge links into the gallery filtered by each term; nothing when there are none. */
function TermLinks({
  kind,
  terms,
}: {
  kind: keyof typeof TERMS;
  terms: readonly { id: string; slug: string; name: string }[];
}) {
  if (terms.length === 0) return null;
  const look = TERMS[kind];
  return (
    <Block title={look.title}>
      <ul className="flex flex-wrap gap-1.5">
        {terms.map((term) => (
          <li key={term.id}>
            <Badge asChild variant={look.variant} className={look.className}>
              <Link to={look.href(term.slug)}>{look.label(term.name)}</Link>
            </Badge>
          </li>
        ))}
      </ul>
    </Block>
  );
}

/** Categories and tags as links into the gallery filtered by them, then who sent the file. */
export function AssetTaxonomy({ asset }: { asset: Asset }) {
  return (
    <div className="grid gap-6">
      <TermLinks kind="categories" terms={asset.categories} />
      <TermLinks kind="tags" terms={asset.tags} />
      <Block title={assetsMessages.assetPage.uploader}>
        <div className="flex items-center gap-3">
          <span className="flex size-9 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <UserRoundIcon aria-hidden className="size-4" />
          </span>
          <div className="grid min-w-0 leading-tight">
            <span className="truncate font-medium text-sm">{asset.author}</span>
            {asset.unit && asset.unit.name !== asset.author ? (
              <span className="truncate text-muted-foreground text-xs">
                {assetsMessages.assetPage.unit}: {asset.unit.name}
              </span>
            ) : null}
          </div>
        </div>
      </Block>
    </div>
  );
}
