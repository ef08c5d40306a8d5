import { templatesMessages } from '@shared/messages/templates';
import { TEMPLATE_LIMITS, type TemplateField } from '@shared/schemas/template';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { cn } from '@web/lib/utils';
import { Building2Icon, ImageIcon, PlusIcon, TypeIcon } from 'lucide-react';
import { useId } from 'react';
import { fieldName } from '../lib/field-name';

const m = templatesMessages.templates.editor;

const KIND_ICONS = { unit: Building2Icon, text: TypeIcon, logo: ImageIcon } as const;
const KINDS = ['unit', 'text', 'logo'] as const;

/** The template's fields, one picked to adjust, and 'Adicionar campo' (unit datum, free text, logo). */
export function FieldList({
  fields,
  selected,
  onSelect,
  onAdd,
}: {
  fields: readonly TemplateField[];
  selected: string | null;
  onSelect: (key: string) => void;
  onAdd: (kind: TemplateField['kind']) => void;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="font-medium text-sm">
          {m.fields}
        </h3>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="sm" disabled={fields.length >= TEMPLATE_LIMITS.maxFields}>
              <PlusIcon aria-hidden />
              {m.addField}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {KINDS.map((kind) => {
              const Icon = KIND_ICONS[kind];
              return (
                <DropdownMenuItem key={kind} onSelect={() => onAdd(kind)}>
                  <Icon aria-hidden />
                  {m.kinds[kind]}
                </DropdownMenuItem>
              );
            })}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      {fields.length === 0 ? (
        <p className="rounded-md border border-dashed p-3 text-muted-foreground text-sm">{m.noFields}</p>
      ) : (
        <ul className="grid gap-1">
          {fields.map((field) => {
            const Icon = KIND_ICONS[field.kind];
            const active = field.key === selected;
            return (
              <li key={field.key}>
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() => onSelect(field.key)}
                  className={cn(
                    'flex w-full items-center gap-2 rounded-md border px-2.5 py-1.5 text-left text-sm outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    active ? 'border-primary bg-primary/5 font-medium' : 'border-transparent',
                  )}
                >
                  <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                  <span className="min-w-0 flex-1 truncate">{fieldName(field)}</span>
                  <span className="shrink-0 text-muted-foreground text-xs">{m.kinds[field.kind]}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
