import { Button, type ButtonProps } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import type { LucideIcon } from 'lucide-react';

export type IconButtonProps = Omit<ButtonProps, 'children' | 'size' | 'asChild'> & {
  /** The button's accessible name ('Editar Ortodontia'). */
  label: string;
  icon: LucideIcon;
  /** Also shows `label` as the pointer's tooltip (title). */
  tooltip?: boolean;
  /** 'destructive': red, for deletes. */
  tone?: 'default' | 'destructive';
};

/** A button that shows only an icon, named for screen readers by `label`. */
export function IconButton({
  label,
  icon: Icon,
  tooltip = false,
  tone = 'default',
  variant = 'ghost',
  className,
  ...props
}: IconButtonProps) {
  return (
    <Button
      variant={variant}
      size="icon"
      aria-label={label}
      title={tooltip ? label : undefined}
      className={cn(
        tone === 'destructive' && 'text-destructive hover:bg-destructive/10 hover:text-destructive',
        className,
      )}
      {...props}
    >
      <Icon aria-hidden />
    </Button>
  );
}
