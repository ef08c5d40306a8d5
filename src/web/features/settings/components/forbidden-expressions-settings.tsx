import { DEFAULT_FORBIDDEN_EXPRESSIONS, FORBIDDEN_EXPRESSION_LIMITS } from '@shared/domain/content-check';
import { commonMessages } from '@shared/messages/common';
import { contentCheckMessages } from '@shared/messages/content-check';
import { format } from '@shared/messages/format';
import { PendingButton } from '@web/components/pending-button';
import { RemovableChips } from '@web/components/removable-chips';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAdminSettings } from '@web/lib/admin-settings';
import { InfoIcon, PlusIcon, RotateCcwIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useUpdateForbiddenExpressions } from '../api/update-forbidden-expressions';
import { addExpression, sameList } from '../lib/expression-list';
import { SettingsCard } from './settings-card';

const m = contentCheckMessages.contentCheck;

/**
 * Issue 16 'Content check': the expressions the upload and edit forms warn about (and that put the
 * 'Revisar texto' badge on an asset). Edited as chips, saved whole; it warns, it never blocks.
 */
export function ForbiddenExpressionsSettings() {
  const settings = useAdminSettings();
  const saved = settings.data?.forbiddenExpressions;
  const [draft, setDraft] = useState<string[] | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateForbiddenExpressions();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const list = draft ?? saved ?? [];
  const changed = Boolean(saved && draft && !sameList(draft, saved));
  const busy = save.isPending || !saved;

  const add = () => {
    if (!text.trim()) return;
    const result = addExpression(list, text);
    if (result.error !== undefined) {
      setError(result.error);
      return;
    }
    setDraft(result.list);
    setText('');
    setError(null);
  };

  const remove = (expression: string) => setDraft(list.filter((e) => e !== expression));

  const submit = () =>
    save.mutate(list, {
      onSuccess: () => {
        setDraft(null);
        setError(null);
      },
    });

  return (
    <SettingsCard title={m.settingsTitle} description={m.settingsDescription}>
      <p className="flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sky-900 text-sm dark:border-sky-900 dark:bg-sky-950 dark:text-sky-100">
        <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
        {m.warnsOnly}
      </p>

      <div className="grid gap-2">
        <Label htmlFor={inputId}>{m.addLabel}</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            value={text}
            maxLength={FORBIDDEN_EXPRESSION_LIMITS.maxLength + 20}
            placeholder={m.addPlaceholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : hintId}
            disabled={busy}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
          <Button variant="outline" onClick={add} disabled={busy || !text.trim()}>
            <PlusIcon aria-hidden />
            {m.add}
          </Button>
        </div>
        {error ? (
          <p id={errorId} className="text-destructive text-sm">
            {error}
          </p>
        ) : (
          <p id={hintId} className="text-muted-foreground text-xs">
            {format(m.count, { n: list.length, max: FORBIDDEN_EXPRESSION_LIMITS.maxCount })}
          </p>
        )}
      </div>

      {settings.isError ? (
        <p className="text-destructive text-sm" role="alert">
          {m.loadError}
        </p>
      ) : !saved ? (
        <Skeleton className="h-16 w-full" />
      ) : list.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-muted-foreground text-sm">{m.emptyList}</p>
      ) : (
        <RemovableChips
          label={m.listLabel}
          chips={list.map((expression) => ({
            key: expression,
            text: expression,
            removeLabel: format(m.remove, { expression }),
          }))}
          onRemove={remove}
          disabled={busy}
        />
      )}

      <div className="flex flex-col-reverse gap-2 border-t pt-5 sm:flex-row sm:items-center sm:justify-between">
        <Button
          variant="ghost"
          className="sm:-ml-3"
          onClick={() => {
            setDraft([...DEFAULT_FORBIDDEN_EXPRESSIONS]);
            setError(null);
          }}
          disabled={busy}
        >
          <RotateCcwIcon aria-hidden />
          {m.restoreDefaults}
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
          {changed ? <p className="text-amber-700 text-xs dark:text-amber-400">{m.unsavedChanges}</p> : null}
          <Button
            variant="outline"
            onClick={() => {
              setDraft(null);
              setError(null);
            }}
            disabled={!changed || save.isPending}
          >
            {commonMessages.common.cancel}
          </Button>
          <PendingButton
            onClick={submit}
            pending={save.isPending}
            pendingLabel={commonMessages.common.saving}
            disabled={!changed}
          >
            {m.save}
          </PendingButton>
        </div>
      </div>
    </SettingsCard>
  );
}
