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

/** A titled row of badge links into the gallery; nothing when there are none. */
function LinkBlock({
  title,
  links,
  variant,
  className,
}: {
  title: string;
  links: { key: string; to: string; label: string }[];
  variant: 'secondary' | 'outline';
  className: string;
}) {
  if (links.length === 0) return null;
  return (
    <Block title={title}>
      <ul className="flex flex-wrap gap-1.5">
        {links.map((link) => (
          <li key={link.key}>
            <Badge asChild variant={variant} className={className}>
              <Link to={link.to}>{link.label}</Link>
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
      <LinkBlock
        title={assetsMessages.assetPage.categories}
        variant="secondary"
        className="h-7 px-2.5 text-[0.8rem]"
        links={asset.categories.map((category) => ({
          key: category.id,
          to: galleryHref({ categories: [category.slug] }),
          label: category.name,
        }))}
      />
      <LinkBlock
        title={assetsMessages.assetPage.tags}
        variant="outline"
        className="h-7 rounded-full px-2.5 text-[0.8rem]"
        links={asset.tags.map((tag) => ({
          key: tag.id,
          to: galleryHref({ tags: [tag.slug] }),
          label: `#${tag.name}`,
        }))}
      />
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
