import { Button, type ButtonProps } from '@web/components/ui/button';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';

export type ButtonLinkProps = ComponentProps<typeof Link> & Pick<ButtonProps, 'variant' | 'size'>;

/** A router Link that looks like a button ('Editar', 'Ver detalhes'), in Button's variants and sizes. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link {...props} />
    </Button>
  );
}
