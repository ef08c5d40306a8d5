import { contentCheckMessages } from '@shared/messages/content-check';
import { format } from '@shared/messages/format';
import type { Asset } from '@shared/schemas/asset';
import { Badge } from '@web/components/ui/badge';
import { quoteExpressions } from '@web/lib/admin-settings';
import { cn } from '@web/lib/utils';
import { TriangleAlertIcon } from 'lucide-react';

const m = contentCheckMessages.contentCheck;

/**
 * Issue 16 'Content check': 'Revisar texto' on an asset whose title or description has forbidden
 * expressions. Only admins' answers carry `contentWarnings`, so nobody else ever sees it. The
 * expressions are in the tooltip and, for screen readers, in the text itself.
 */
export function ContentWarningBadge({ asset, className }: { asset: Asset; className?: string }) {
  const found = asset.contentWarnings ?? [];
  if (found.length === 0) return null;
  const list = format(m.badgeTitle, { expressions: quoteExpressions(found) });
  return (
    <Badge
      variant="outline"
      data-testid="content-warning-badge"
      title={list}
      className={cn(
        'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
        className,
      )}
    >
      <TriangleAlertIcon aria-hidden />
      {m.badge}
      <span className="sr-only">: {list}</span>
    </Badge>
  );
}
