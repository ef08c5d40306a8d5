import { ButtonLink } from '@web/components/button-link';
import type { ButtonProps } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface BackLinkProps {
  to: string;
  children: ReactNode;
  /** A button's look, or 'quiet': small muted text, as under the sign-in card. */
  variant?: ButtonProps['variant'] | 'quiet';
  size?: ButtonProps['size'];
  className?: string;
}

/** A link back somewhere ('Voltar à galeria'), with the arrow pointing back before its text. */
export function BackLink({ to, children, variant = 'outline', size, className }: BackLinkProps) {
  if (variant === 'quiet') {
    return (
      <Link
        to={to}
        className={cn(
          'inline-flex items-center gap-1.5 rounded-sm text-muted-foreground text-sm outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
          className,
        )}
      >
        <ArrowLeftIcon className="size-4" aria-hidden />
        {children}
      </Link>
    );
  }
  return (
    <ButtonLink to={to} variant={variant} size={size} className={className}>
      <ArrowLeftIcon aria-hidden />
      {children}
    </ButtonLink>
  );
}
