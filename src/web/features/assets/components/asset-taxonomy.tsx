import { messages } from '@shared/messages/pt-BR';
import type { Asset } from '@shared/schemas/asset';
import { Badge } from '@web/components/ui/badge';
import { galleryHref } from '@web/lib/gallery-url';
import { UserRoundIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { uploaderName } from '../lib/labels';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2.5">
      <h2 className="font-medium text-muted-foreground text-xs uppercase tracking-wide">{title}</h2>
      {children}
    </section>
  );
}

/** Categories and tags as links into the gallery filtered by them, then who sent the file. */
export function AssetTaxonomy({ asset }: { asset: Asset }) {
  return (
    <div className="grid gap-6">
      {asset.categories.length > 0 ? (
        <Block title={messages.assetPage.categories}>
          <ul className="flex flex-wrap gap-1.5">
            {asset.categories.map((category) => (
              <li key={category.id}>
                <Badge asChild variant="secondary" className="h-7 px-2.5 text-[0.8rem]">
                  <Link to={galleryHref({ categories: [category.slug] })}>{category.name}</Link>
                </Badge>
              </li>
            ))}
          </ul>
        </Block>
      ) : null}
      {asset.tags.length > 0 ? (
        <Block title={messages.assetPage.tags}>
          <ul className="flex flex-wrap gap-1.5">
            {asset.tags.map((tag) => (
              <li key={tag.id}>
                <Badge asChild variant="outline" className="h-7 rounded-full px-2.5 text-[0.8rem]">
                  <Link to={galleryHref({ tags: [tag.slug] })}>#{tag.name}</Link>
                </Badge>
              </li>
            ))}
          </ul>
        </Block>
      ) : null}
      <Block title={messages.assetPage.uploader}>
        <div className="flex items-center gap-3">
          <span className="flex size-9 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <UserRoundIcon aria-hidden className="size-4" />
          </span>
          <div className="grid min-w-0 leading-tight">
            <span className="truncate font-medium text-sm">{uploaderName(asset.uploader)}</span>
            {asset.unit ? (
              <span className="truncate text-muted-foreground text-xs">
                {messages.assetPage.unit}: {asset.unit.name}
              </span>
            ) : null}
          </div>
        </div>
      </Block>
    </div>
  );
}
