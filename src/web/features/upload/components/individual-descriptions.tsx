import { uploadMessages } from '@shared/messages/upload';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { NotebookPenIcon, WandSparklesIcon } from 'lucide-react';
import type { SelectedFile } from '../hooks/use-file-selection';
import { type PublicationValues, publicationIssues } from '../lib/publication';
import { numberedTitle } from '../lib/titles';
import { FileThumb } from './file-thumb';
import { PublicationFields } from './publication-fields';

const m = uploadMessages.upload;

export interface IndividualDescriptionsProps {
  files: readonly SelectedFile[];
  baseTitle: string;
  disabled?: boolean;
  onChange: (
    id: string,
    patch: { title?: string; description?: string } & Partial<PublicationValues>,
  ) => void;
  onAutoFill: () => void;
}

/**
 * SPEC '📝 Descrições Individuais' (more than one file): a title and description per file; the emoji is
 * an icon (it rendered as an empty box where no emoji font exists). A blank
 * title shows, as its placeholder, the numbered title the file will get.
 */
export function IndividualDescriptions({
  files,
  baseTitle,
  disabled,
  onChange,
  onAutoFill,
}: IndividualDescriptionsProps) {
  return (
    <section
      className="grid grid-cols-1 gap-4 rounded-xl border bg-muted/20 p-4 sm:p-5"
      aria-labelledby="individual-title"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid grid-cols-1 gap-1">
          <h3 id="individual-title" className="flex items-center gap-2 font-semibold">
            <NotebookPenIcon aria-hidden className="size-4 text-muted-foreground" />
            {m.descriptionsTitle}
          </h3>
          <p className="text-muted-foreground text-sm">{m.descriptionsSubtitle}</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={onAutoFill}
          disabled={disabled || !baseTitle.trim()}
          className="w-full sm:w-auto"
        >
          <WandSparklesIcon aria-hidden />
          {m.autoFillTitles}
        </Button>
      </div>
      <ol className="grid grid-cols-1 gap-3">
        {files.map((entry, index) => {
          const titleId = `item-title-${entry.id}`;
          const descriptionId = `item-description-${entry.id}`;
          return (
            <li
              key={entry.id}
              className="grid grid-cols-1 gap-3 rounded-lg border bg-card p-3 sm:grid-cols-[4rem_minmax(0,1fr)]"
            >
              <div className="flex items-center gap-3 sm:block">
                <div className="size-12 shrink-0 overflow-hidden rounded-md border sm:size-16">
                  <FileThumb file={entry.file} kind={entry.kind} alt="" />
                </div>
                <p
                  className="min-w-0 truncate text-muted-foreground text-xs sm:hidden"
                  title={entry.file.name}
                >
                  {index + 1}. {entry.file.name}
                </p>
              </div>
              <div className="grid grid-cols-1 min-w-0 gap-3">
                <p
                  className="hidden min-w-0 truncate text-muted-foreground text-xs sm:block"
                  title={entry.file.name}
                >
                  {index + 1}. {entry.file.name}
                </p>
                <div className="grid grid-cols-1 gap-1.5">
                  <Label htmlFor={titleId} className="text-xs">
                    {m.itemTitle}
                  </Label>
                  {/* Grows to show long titles whole, so the '(n)' at the end stays visible. */}
                  <Textarea
                    id={titleId}
                    rows={1}
                    value={entry.title}
                    maxLength={200}
                    disabled={disabled}
                    placeholder={baseTitle.trim() ? numberedTitle(baseTitle, index) : ''}
                    aria-label={`${m.itemTitle} — ${entry.file.name}`}
                    onKeyDown={(event) => {
                      // A title is one line: Enter does not add a line break.
                      if (event.key === 'Enter') event.preventDefault();
                    }}
                    onChange={(event) =>
                      onChange(entry.id, { title: event.target.value.replace(/[\r\n]+/g, ' ') })
                    }
                    className="min-h-9 resize-none py-1.5"
                  />
                </div>
                <div className="grid grid-cols-1 gap-1.5">
                  <Label htmlFor={descriptionId} className="text-xs">
                    {m.itemDescription}
                  </Label>
                  <Textarea
                    id={descriptionId}
                    value={entry.description}
                    rows={2}
                    maxLength={5000}
                    disabled={disabled}
                    placeholder={m.itemDescriptionPlaceholder}
                    aria-label={`${m.itemDescription} — ${entry.file.name}`}
                    onChange={(event) => onChange(entry.id, { description: event.target.value })}
                    className="field-sizing-fixed min-h-9 resize-y"
                  />
                </div>
                <PublicationFields
                  idPrefix={`item-${entry.id}`}
                  value={entry}
                  onChange={(patch) => onChange(entry.id, patch)}
                  errors={publicationIssues(entry)}
                  disabled={disabled}
                  nameSuffix={entry.file.name}
                  dense
                />
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
