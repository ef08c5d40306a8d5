import type { Role } from '@shared/constants';
import { commonMessages } from '@shared/messages/common';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/utils';
import { ShieldCheckIcon } from 'lucide-react';

const roleStyles: Record<Role, string> = {
  admin: 'border-transparent bg-primary text-primary-foreground',
  franqueado: 'border-primary/25 bg-primary/10 text-primary',
  user: 'border-border bg-muted text-muted-foreground',
};

export function roleLabel(role: Role): string {
  return commonMessages.roles[role];
}

/** 'Administrador' / 'Franqueado' / 'Usuário'. */
export function RoleBadge({ value, className }: { value: Role; className?: string }) {
  return (
    <Badge variant="outline" className={cn(roleStyles[value], className)}>
      {value === 'admin' ? <ShieldCheckIcon aria-hidden /> : null}
      {roleLabel(value)}
    </Badge>
  );
}
