import { Plus, X } from '@/components/ui/icons';
import { useState, type KeyboardEvent, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import type { ControlProps } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { removeTag, splitPending } from '@/lib/tags';

/** What adding typed text gave: the new list, the tags it added, and whether some did not fit. */
export interface TagAddition {
  list: string[];
  added: string[];
  full?: boolean;
}

export interface TagInputLabels {
  /** The accessible name of a tag's remove button. */
  remove: (tag: string) => string;
  /** The text of an add button beside the input; without it, no button. */
  add?: string;
  /** The accessible name of the tag list; with it, the list also describes the input. */
  list?: string;
  /** A line under the input (e.g. how many tags of the maximum). */
  count?: (count: number) => string;
  /** Announcements for screen readers; without them, no live region. */
  added?: (tags: string) => string;
  removed?: (tag: string) => string;
  full?: string;
}

/**
 * A list of removable tags with a text input: Enter or a comma adds what was typed (or the add
 * button). With `quickEntry`, typed or pasted commas add the names before them, leaving the input
 * adds what is left, and Backspace in an empty input removes the last tag. `add` decides what
 * goes in (clean-up, duplicates, limits). The label, hint and error of the surrounding FormField
 * go to the text input.
 */
export function TagInput({
  control,
  value,
  onChange,
  onBlur,
  add,
  labels,
  cap,
  inputRef,
  placeholder,
  quickEntry = false,
}: {
  control: ControlProps;
  value: string[];
  onChange: (tags: string[]) => void;
  onBlur?: () => void;
  add: (list: readonly string[], raw: string) => TagAddition;
  labels: TagInputLabels;
  cap: number;
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
  quickEntry?: boolean;
}) {
  const [text, setText] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const listId = `${control.id}-list`;

  const commit = (raw: string, pending = '') => {
    const result = add(value, raw);
    if (result.added.length) onChange(result.list);
    setText(pending);
    if (result.full && labels.full) setAnnouncement(labels.full);
    else if (result.added.length && labels.added) setAnnouncement(labels.added(result.added.join(', ')));
  };

  const remove = (index: number) => {
    const tag = value[index];
    onChange(removeTag(value, index));
    if (tag && labels.removed) setAnnouncement(labels.removed(tag));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit(text);
    } else if (quickEntry && event.key === 'Backspace' && text === '' && value.length) {
      event.preventDefault();
      remove(value.length - 1);
    }
  };

  const describedBy = labels.list
    ? [control['aria-describedby'], value.length ? listId : undefined].filter(Boolean).join(' ') || undefined
    : control['aria-describedby'];

  const input = (
    <Input
      {...control}
      aria-describedby={describedBy}
      ref={inputRef}
      data-tag-input
      type="text"
      autoComplete="off"
      enterKeyHint="enter"
      placeholder={placeholder}
      cap={cap}
      value={text}
      onKeyDown={onKeyDown}
      onChange={(event) => {
        const { commit: done, pending } = quickEntry ? splitPending(event.target.value) : { commit: '', pending: '' };
        if (done) commit(done, pending);
        else setText(event.target.value);
      }}
      onBlur={() => {
        if (quickEntry && text.trim()) commit(text);
        onBlur?.();
      }}
    />
  );

  return (
    <div className="flex flex-col gap-2">
      {value.length ? (
        <ul id={labels.list ? listId : undefined} aria-label={labels.list} className="flex flex-wrap gap-2">
          {value.map((tag, index) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full border border-primary/30 bg-accent py-1 pl-3 pr-1 text-sm font-medium text-accent-foreground"
            >
              {tag}
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={labels.remove(tag)}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-primary/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {labels.add ? (
        <div className="flex gap-2">
          {input}
          <Button variant="outline" onClick={() => commit(text)} className="shrink-0">
            <Plus className="size-4" aria-hidden />
            {labels.add}
          </Button>
        </div>
      ) : (
        input
      )}
      {labels.count ? <p className="text-xs text-muted-foreground">{labels.count(value.length)}</p> : null}
      {labels.added || labels.removed || labels.full ? (
        <p className="sr-only" role="status">
          {announcement}
        </p>
      ) : null}
    </div>
  );
}
