import { DOWNLOAD_FORMATS, type DownloadFormat } from '@shared/constants';
import { downloadsMessages } from '@shared/messages/downloads';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { useIncludeUnit } from '@web/lib/download-prefs';
import { cn } from '@web/lib/utils';
import { ChevronDownIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

const m = downloadsMessages.downloadMenu;

export interface DownloadChoice {
  format: DownloadFormat;
  stamp: boolean;
}

export interface DownloadFormatMenuProps {
  /** The main button's content ('Baixar', 'Baixar (3)'): the original, stamped while the switch is on. */
  children: ReactNode;
  onDownload: (choice?: DownloadChoice) => void;
  disabled?: boolean;
  size?: ComponentProps<typeof Button>['size'];
  variant?: 'default' | 'outline';
  title?: string | undefined;
  className?: string;
  /** Images only: a PDF or a video has its original and nothing else (no menu at all). */
  hasFormats: boolean;
}

/**
 * 'Baixar' as a split button: the main part downloads the original (with the unit's data while the
 * switch is on); the arrow opens the
 * formats (Instagram feed, stories, square, WhatsApp) and 'Incluir dados da minha unidade', a
 * checkbox item that keeps the menu open. Radix gives the menu its keyboard (arrows, Enter, Esc).
 */
export function DownloadFormatMenu({
  children,
  onDownload,
  disabled,
  size,
  className,
  hasFormats,
  variant = 'default',
  title,
}: DownloadFormatMenuProps) {
  const [stamp, setStamp] = useIncludeUnit();
  if (!hasFormats) {
    return (
      <Button
        size={size}
        variant={variant}
        className={className}
        title={title}
        onClick={() => onDownload()}
        disabled={disabled}
      >
        {children}
      </Button>
    );
  }
  return (
    <div className={cn('flex', className)}>
      <Button
        size={size}
        variant={variant}
        className="min-w-0 flex-1 rounded-r-none"
        title={stamp ? m.originalWithUnit : title}
        // With the switch on, the plain 'Baixar' leaves with the clinic's data too (issue 15: every
        // piece leaves with it); a unit without CRO data answers 422 and offers 'Baixar sem os dados'.
        onClick={() => onDownload(stamp ? { format: 'original', stamp: true } : undefined)}
        disabled={disabled}
      >
        {children}
      </Button>
      {/* Not modal: a modal menu hides the page with aria-hidden while its focusable parts stay reachable (axe aria-hidden-focus). */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild disabled={disabled}>
          <Button
            size={size}
            variant={variant}
            className={cn(
              'rounded-l-none px-3',
              variant === 'default' ? 'border-primary-foreground/30 border-l' : '-ml-px',
            )}
            aria-label={m.moreFormats}
            title={m.moreFormats}
          >
            <ChevronDownIcon aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-72">
          <DropdownMenuLabel>{m.formatLabel}</DropdownMenuLabel>
          {DOWNLOAD_FORMATS.map((format) => (
            <DropdownMenuItem key={format} onSelect={() => onDownload({ format, stamp })}>
              {downloadsMessages.downloadFormats[format]}
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuCheckboxItem
            checked={stamp}
            onCheckedChange={(checked) => setStamp(checked === true)}
            // Ticking it is a setting, not a download: the menu stays open to pick the format.
            onSelect={(event) => event.preventDefault()}
          >
            {m.includeUnit}
          </DropdownMenuCheckboxItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
