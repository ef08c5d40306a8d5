import type { AssetType } from '@shared/constants';
import { cn } from '@web/lib/utils';
import {
  FileIcon,
  FileTextIcon,
  FileTypeIcon,
  FilmIcon,
  ImageIcon,
  LayersIcon,
  type LucideIcon,
} from 'lucide-react';

const ICONS: Record<AssetType, LucideIcon> = {
  image: ImageIcon,
  video: FilmIcon,
  pdf: FileTextIcon,
  document: FileTypeIcon,
  psd: LayersIcon,
  other: FileIcon,
};

/** The icon that stands for an asset type wherever there is no picture (decorative: a label names it). */
export function AssetTypeIcon({ type, className }: { type: AssetType; className?: string }) {
  const Icon = ICONS[type];
  return <Icon aria-hidden className={cn('size-5', className)} strokeWidth={1.5} />;
}
