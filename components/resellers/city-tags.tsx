'use client';

import { X } from '@/components/ui/icons';
import { useState, type KeyboardEvent, type Ref } from 'react';
import type { ControlProps } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { useT } from '@/i18n/client';
import { addCities, CITY_LENGTH, removeCity, splitPending } from '@/lib/resellers/form-input';

/**
 * The cities a reseller serves, as removable chips: Enter or a comma adds what was typed, leaving
 * the field adds it too, Backspace in an empty field removes the last chip. At most `max`.
 */
export function CityTags({
  control,
  value,
  onChange,
  onBlur,
  inputRef,
  initialText = '',
  max,
  placeholder,
}: {
  control: ControlProps;
  value: string[];
  onChange: (cities: string[]) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  /** What was typed and not yet added (handed over from the placeholder form). */
  initialText?: string;
  max: number;
  placeholder: string;
}) {
  const t = useT('ResellerForm');
  const [text, setText] = useState(initialText);
  const [announcement, setAnnouncement] = useState('');
  const listId = `${control.id}-list`;

  const commit = (raw: string, pending = '') => {
    const result = addCities(value, raw, max);
    if (result.added.length) onChange(result.list);
    setText(pending);
    if (result.full) setAnnouncement(t('form.citiesFull', { max }));
    else if (result.added.length) setAnnouncement(t('form.cityAdded', { city: result.added.join(', ') }));
  };

  const remove = (index: number) => {
    const city = value[index];
    onChange(removeCity(value, index));
    if (city) setAnnouncement(t('form.cityRemoved', { city }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit(text);
    } else if (event.key === 'Backspace' && text === '' && value.length) {
      event.preventDefault();
      remove(value.length - 1);
    }
  };

  const describedBy = [control['aria-describedby'], value.length ? listId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div className="flex flex-col gap-2">
      {value.length ? (
        <ul id={listId} aria-label={t('form.cidadesList')} className="flex flex-wrap gap-2">
          {value.map((city, index) => (
            <li
              key={city}
              className="inline-flex items-center gap-1 rounded-full border border-primary/30 bg-accent py-1 pl-3 pr-1 text-sm font-medium text-accent-foreground"
            >
              {city}
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={t('form.removeCity', { city })}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-primary/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Input
        {...control}
        aria-describedby={describedBy}
        ref={inputRef}
        data-city-input
        type="text"
        autoComplete="off"
        enterKeyHint="enter"
        placeholder={placeholder}
        cap={CITY_LENGTH.max * 3}
        value={text}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          const { commit: done, pending } = splitPending(event.target.value);
          if (done) commit(done, pending);
          else setText(event.target.value);
        }}
        onBlur={() => {
          if (text.trim()) commit(text);
          onBlur();
        }}
      />
      <p className="text-xs text-muted-foreground">{t('form.cidadesCount', { count: value.length, max })}</p>
      <p className="sr-only" role="status">
        {announcement}
      </p>
    </div>
  );
}
