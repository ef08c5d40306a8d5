import { TEXT_LIMITS } from '@shared/constants';
import { assetTextMessages } from '@shared/messages/asset-text';
import type { Asset } from '@shared/schemas/asset';
import { type AssetText, AssetTextInputSchema, type TextPage } from '@shared/schemas/asset-text';
import {
  DialogForm,
  DialogFrame,
  type DialogOpenProps,
  dialogOpenState,
  saveLabels,
} from '@web/components/dialog-frame';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/textarea';
import { serverFieldIssues } from '@web/lib/form-errors';
import { describeError } from '@web/lib/notify';
import { cn } from '@web/lib/utils';
import { useId, useState } from 'react';
import { useUpdateAssetText } from '../api/update-asset-text';
import { pageLabel, textLayout } from '../lib/page-labels';

const m = assetTextMessages.assetText;

/** What a refusal says: the server's own words for the field it refused, else the catalogue's. */
function refusal(error: unknown): string {
  return serverFieldIssues(error)[0]?.message ?? describeError(error, m.saveFailed);
}

export interface EditTextDialogProps extends DialogOpenProps {
  asset: Asset;
  text: AssetText;
}

/**
 * 'Corrigir texto' (admins): one field per page or slide, or one for a picture's text (also when
 * nothing legible was read). The pages changed are saved as `edited`, which a new reading of the
 * file does not replace.
 */
export function EditTextDialog({ asset, text, ...openProps }: EditTextDialogProps) {
  const update = useUpdateAssetText();
  const { frame, close } = dialogOpenState(openProps, { pending: update.isPending, onClose: update.reset });
  return (
    <DialogFrame {...frame} title={m.editTitle} description={m.editDescription} className="sm:max-w-2xl">
      <EditTextForm asset={asset} text={text} update={update} onDone={close} />
    </DialogFrame>
  );
}

function EditTextForm({
  asset,
  text,
  update,
  onDone,
}: {
  asset: Asset;
  text: AssetText;
  update: ReturnType<typeof useUpdateAssetText>;
  onDone: () => void;
}) {
  const baseId = useId();
  const [pages] = useState<TextPage[]>(() =>
    text.pages.length > 0
      ? [...text.pages].sort((a, b) => a.page - b.page)
      : [{ page: 1, text: '', source: 'edited' }],
  );
  const [values, setValues] = useState(() => pages.map((page) => page.text));
  const [problem, setProblem] = useState<string | null>(null);
  const layout = textLayout(asset, pages);
  const single = pages.length === 1;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // Only the pages changed are sent: the server keeps each one sent as corrected ('Corrigido').
    const changed = pages
      .map((page, index) => ({ page: page.page, text: values[index] ?? '', before: page.text }))
      .filter((page) => page.text !== page.before)
      .map(({ page, text }) => ({ page, text }));
    if (changed.length === 0) return onDone();
    const parsed = AssetTextInputSchema.safeParse({ pages: changed });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? m.saveFailed);
    setProblem(null);
    update.mutate({ id: asset.id, input: parsed.data }, { onSuccess: onDone });
  };

  return (
    <DialogForm
      onSubmit={submit}
      alert={problem ?? (update.isError ? refusal(update.error) : null)}
      onCancel={onDone}
      pending={update.isPending}
      {...saveLabels}
    >
      <div
        className={cn('grid gap-4', !single && '-mx-1 max-h-[min(55svh,32rem)] overflow-y-auto px-1 py-1')}
      >
        {pages.map((page, index) => {
          const id = `${baseId}-page-${page.page}`;
          return (
            <FormField
              key={page.page}
              id={id}
              label={pageLabel(layout, page.page) ?? m.wholeFile}
              hint={single && !page.text.trim() ? m.editEmpty : undefined}
            >
              <Textarea
                id={id}
                aria-describedby={single && !page.text.trim() ? `${id}-hint` : undefined}
                value={values[index] ?? ''}
                onChange={(event) => {
                  const next = event.target.value;
                  setValues((current) => current.map((value, at) => (at === index ? next : value)));
                }}
                maxLength={TEXT_LIMITS.editPageChars}
                disabled={update.isPending}
                className={cn('max-h-[50svh] leading-relaxed', single ? 'min-h-40' : 'min-h-24')}
              />
            </FormField>
          );
        })}
      </div>
    </DialogForm>
  );
}
