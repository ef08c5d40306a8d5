import { assetTextMessages } from '@shared/messages/asset-text';
import { Checkbox } from '@web/components/ui/checkbox';
import { useId } from 'react';

const m = assetTextMessages.assetText;

/**
 * 'Somente no título e tags' (issue 39): the search leaves out the words read inside the files, for
 * those who want the search as it was. Shown with search text only, as 'Relevância' in the sort.
 */
export function SearchScopeFilter({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (labelsOnly: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2.5 gap-y-0.5">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(next) => onChange(next === true)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5"
      />
      <label htmlFor={id} className="cursor-pointer text-sm leading-snug">
        {m.onlyLabels}
      </label>
      <p id={`${id}-hint`} className="col-start-2 text-muted-foreground text-xs">
        {m.onlyLabelsHint}
      </p>
    </div>
  );
}
