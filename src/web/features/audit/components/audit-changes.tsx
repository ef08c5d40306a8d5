import { type AuditFieldChange, auditChanges, auditValueText } from '@shared/domain/audit-text';
import { auditMessages } from '@shared/messages/audit';
import type { AuditEntry } from '@shared/schemas/audit';
import { Button } from '@web/components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@web/components/ui/collapsible';
import { formatFileSize } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { ChevronDownIcon } from 'lucide-react';
import { useState } from 'react';

const m = auditMessages.audit;

const text = (change: AuditFieldChange, side: 'before' | 'after') =>
  auditValueText(change.field, change[side], formatFileSize);

/** One side of a change, labelled in words as well as in colour (red before, green after). */
function Side({ change, side }: { change: AuditFieldChange; side: 'before' | 'after' }) {
  return (
    <div
      className={cn(
        'flex min-w-0 items-baseline gap-2 rounded-sm px-2 py-1',
        side === 'before'
          ? 'bg-red-50 text-red-900 dark:bg-red-950/40 dark:text-red-100'
          : 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100',
      )}
    >
      <span className="shrink-0 font-medium text-xs">{side === 'before' ? m.before : m.after}</span>
      <span className="min-w-0 whitespace-pre-wrap break-words">{text(change, side)}</span>
    </div>
  );
}

/**
 * An entry's data, folded. An edit ("Ver alterações") shows each field that changed, before and
 * after; a creation or a deletion ("Ver detalhes") shows what was created or deleted.
 */
export function AuditChanges({ entry, describedBy }: { entry: AuditEntry; describedBy: string }) {
  const [open, setOpen] = useState(false);
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return null;
  const compared = Boolean(entry.before && entry.after);
  const only = entry.after ? 'after' : 'before';
  const label = compared ? (open ? m.hideChanges : m.showChanges) : open ? m.hideDetails : m.showDetails;
  return (
    <Collapsible open={open} onOpenChange={setOpen} className="grid gap-2">
      <CollapsibleTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="-ml-2 h-7 w-fit px-2 text-primary"
          aria-describedby={describedBy}
        >
          {label}
          <ChevronDownIcon className={cn('transition-transform', open && 'rotate-180')} aria-hidden />
        </Button>
      </CollapsibleTrigger>
      <CollapsibleContent>
        <dl className={cn('grid text-sm', compared ? 'gap-2' : 'gap-1 rounded-md bg-muted/50 px-3 py-2')}>
          {changes.map((change) =>
            compared ? (
              <div key={change.field} className="grid gap-1">
                <dt className="font-medium text-muted-foreground text-xs">{change.label}</dt>
                <dd className="grid gap-1">
                  <Side change={change} side="before" />
                  <Side change={change} side="after" />
                </dd>
              </div>
            ) : (
              <div key={change.field} className="grid gap-x-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
                <dt className="text-muted-foreground">{change.label}</dt>
                <dd className="min-w-0 whitespace-pre-wrap break-words">{text(change, only)}</dd>
              </div>
            ),
          )}
        </dl>
      </CollapsibleContent>
    </Collapsible>
  );
}
