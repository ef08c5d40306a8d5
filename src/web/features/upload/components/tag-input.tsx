import { LIMITS } from '@shared/constants';
import { format } from '@shared/messages/format';
import { uploadMessages } from '@shared/messages/upload';
import { RemovableChips } from '@web/components/removable-chips';
import { Button } from '@web/components/ui/button';
import { comboboxProps } from '@web/components/ui/combobox-props';
import { Command, CommandItem, CommandList } from '@web/components/ui/command';
import { FieldError } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useTags } from '@web/lib/taxonomy';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { addTag, hasTag, normalizeTag, pickSuggestions, removeTag } from '../lib/tags';
import { PopularTags } from './popular-tags';

const m = uploadMessages.upload;

export interface TagInputProps {
  id: string;
  value: readonly string[];
  onChange: (tags: readonly string[]) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * SPEC 'Upload': Enter (or the button) adds a tag, duplicates are ignored, the button is disabled while
 * the text is blank; up to 8 suggestions from the server while typing, and the 10 popular tags.
 */
export function TagInput({ id, value, onChange, error, disabled }: TagInputProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  /** The suggestion picked with the arrows or the pointer; '' while Enter means the typed text. */
  const [selected, setSelected] = useState('');
  const query = useDebouncedValue(normalizeTag(text), 200);
  const suggestions = useTags(
    { q: query, limit: Math.min(100, LIMITS.tagSuggestions + value.length) },
    { enabled: query.length > 0 },
  );
  const options =
    query.length > 0 && text.trim()
      ? pickSuggestions(
          (suggestions.data?.items ?? []).map((tag) => tag.name),
          value,
        )
      : [];
  const expanded = open && options.length > 0;
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${listId}-${index}`;
  const selectedIndex = options.indexOf(selected);

  const add = (raw: string) => {
    const next = addTag(value, raw);
    if (next !== value) onChange(next);
    setText('');
    setSelected('');
  };

  // Runs before cmdk's own keys (the arrows pick a suggestion, looping).
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Never submits the form: Enter is how a tag is added (cmdk's Enter is skipped once prevented).
      event.preventDefault();
      add(expanded && selectedIndex >= 0 ? selected : text);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    } else if (options.length === 0 || event.key === 'Home' || event.key === 'End') {
      // The text box keeps these keys (the caret), and with no suggestions cmdk has nothing to do.
      event.stopPropagation();
    }
  };

  return (
    <div className="grid grid-cols-1 content-start gap-3">
      <label htmlFor={id} className="font-medium text-sm leading-none">
        {m.tagsLabel}
      </label>
      <div className="relative flex gap-2">
        <Command
          shouldFilter={false}
          loop
          vimBindings={false}
          value={selected}
          onValueChange={(next) => {
            setSelected(next);
            // An arrow after Esc opens the list again.
            if (next) setOpen(true);
          }}
          className="contents"
        >
          <Input
            id={id}
            {...comboboxProps({
              listId,
              expanded,
              activeId: selectedIndex >= 0 ? optionId(selectedIndex) : null,
            })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            maxLength={80}
            value={text}
            disabled={disabled}
            placeholder={m.tagPlaceholder}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setSelected('');
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
          {options.length > 0 ? (
            // Kept while closed (hidden), so the arrows still move through it and open it again.
            <CommandList
              id={listId}
              label={m.tagSuggestions}
              hidden={!expanded}
              className="absolute top-full right-0 left-0 z-20 mt-1 rounded-md border bg-popover p-1 shadow-md"
            >
              {options.map((name, index) => (
                <CommandItem
                  key={name}
                  id={optionId(index)}
                  value={name}
                  onSelect={() => add(name)}
                  className="cursor-pointer"
                >
                  {name}
                </CommandItem>
              ))}
            </CommandList>
          ) : null}
        </Command>
        <Button
          variant="outline"
          onClick={() => add(text)}
          disabled={disabled || !text.trim()}
          aria-label={m.addTagLabel}
        >
          <PlusIcon aria-hidden />
          <span className="hidden sm:inline">{m.addTag}</span>
        </Button>
      </div>
      <FieldError id={id} error={error} />
      {value.length > 0 ? (
        <RemovableChips
          label={m.tagsLabel}
          chips={value.map((tag) => ({
            key: tag,
            text: tag,
            removeLabel: format(m.removeTag, { name: tag }),
          }))}
          onRemove={(tag) => onChange(removeTag(value, tag))}
          disabled={disabled}
          size="sm"
        />
      ) : null}
      <PopularTags
        isSelected={(name) => hasTag(value, name)}
        onToggle={(name) => onChange(hasTag(value, name) ? removeTag(value, name) : addTag(value, name))}
        disabled={disabled}
      />
    </div>
  );
}
