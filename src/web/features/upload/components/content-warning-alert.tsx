import { findForbiddenExpressionsIn } from '@shared/domain/content-check';
import { contentCheckMessages } from '@shared/messages/content-check';
import { format } from '@shared/messages/format';
import { AlertDescription, AlertTitle, alertVariants } from '@web/components/ui/alert';
import { quoteExpressions } from '@web/lib/admin-settings';
import { cn } from '@web/lib/utils';
import { TriangleAlertIcon } from 'lucide-react';
import { useMemo } from 'react';

const m = contentCheckMessages.contentCheck;

/**
 * Issue 16 'Content check': while the admin types, the forbidden expressions (settings) found in the
 * title or description. The polite live region is always there, so screen readers hear the warning
 * when it appears or changes; it never stops the form from being saved.
 */
export function ContentWarningAlert({
  texts,
  expressions,
  id,
}: {
  texts: readonly string[];
  expressions: readonly string[];
  id?: string;
}) {
  const found = useMemo(() => findForbiddenExpressionsIn(texts, expressions), [texts, expressions]);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" id={id}>
      {found.length > 0 ? (
        // The Alert's look without its role="alert": the surrounding status region announces it politely.
        <div
          data-slot="alert"
          data-testid="content-warning"
          className={cn(
            alertVariants(),
            'mt-3 border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50',
          )}
        >
          <TriangleAlertIcon aria-hidden />
          <AlertTitle className="line-clamp-none">{m.warningTitle}</AlertTitle>
          <AlertDescription className="text-amber-900 dark:text-amber-100">
            <p>{format(m.warning, { expressions: quoteExpressions(found) })}</p>
          </AlertDescription>
        </div>
      ) : null}
    </div>
  );
}
