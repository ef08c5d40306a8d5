import { homeMessages } from '@shared/messages/home';
import { galleryHref } from '@web/lib/gallery-url';
import { paths } from '@web/lib/paths';
import { cn } from '@web/lib/utils';
import { BuildingIcon, ClockIcon, FolderHeartIcon, type LucideIcon, SmilePlusIcon } from 'lucide-react';
import { Link } from 'react-router';

const t = homeMessages.home.tiles;

interface Tile {
  to: string;
  title: string;
  hint: string;
  icon: LucideIcon;
  tint: string;
}

/** SPEC 'Home', signed in: the four tiles and their links. */
const TILES: readonly Tile[] = [
  {
    to: `${paths.gallery}?filter=estrutura`,
    title: t.structure,
    hint: t.structureHint,
    icon: BuildingIcon,
    tint: 'bg-sky-100 text-sky-700',
  },
  {
    to: `${paths.gallery}?sort=newest`,
    title: t.latest,
    hint: t.latestHint,
    icon: ClockIcon,
    tint: 'bg-primary/10 text-primary',
  },
  {
    to: paths.albums,
    title: t.albums,
    hint: t.albumsHint,
    icon: FolderHeartIcon,
    tint: 'bg-rose-100 text-rose-700',
  },
  {
    to: galleryHref({ categories: ['perfil-pacientes'], types: ['image'] }),
    title: t.patients,
    hint: t.patientsHint,
    icon: SmilePlusIcon,
    tint: 'bg-amber-100 text-amber-700',
  },
];

export function HomeTiles({ className }: { className?: string }) {
  return (
    <nav aria-label={homeMessages.home.tilesLabel} className={className}>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {TILES.map((tile) => (
          <li key={tile.to}>
            <Link
              to={tile.to}
              className="group flex h-full flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs outline-none transition-[box-shadow,border-color] hover:border-primary/40 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 sm:flex-row sm:items-center sm:p-5"
            >
              <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-xl', tile.tint)}>
                <tile.icon className="size-5" aria-hidden />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-sm leading-snug sm:text-base">{tile.title}</span>
                <span className="mt-0.5 block text-pretty text-muted-foreground text-xs sm:text-sm">
                  {tile.hint}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
