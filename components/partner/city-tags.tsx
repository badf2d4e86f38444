'use client';

import { Plus, X } from '@/components/ui/icons';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { ControlProps } from '@/components/ui/form';

/**
 * A list of cities as removable tags, with a text input that adds one on Enter (or the button).
 * The label, hint and error of the surrounding FormField go to the text input.
 */
export function CityTags({
  control,
  value,
  onChange,
  onBlur,
  labels,
  cap = 100,
}: {
  control: ControlProps;
  value: string[];
  onChange: (cities: string[]) => void;
  onBlur?: () => void;
  labels: { add: string; remove: (city: string) => string };
  cap?: number;
}) {
  const [draft, setDraft] = useState('');

  const add = () => {
    const city = draft.trim().replace(/\s+/g, ' ');
    if (!city) return;
    const key = city.toLocaleLowerCase('pt-BR');
    if (!value.some((c) => c.toLocaleLowerCase('pt-BR') === key)) onChange([...value, city]);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    }
  };

  return (
    <div className="flex flex-col gap-2">
      {value.length ? (
        <ul className="flex flex-wrap gap-2">
          {value.map((city) => (
            <li
              key={city}
              className="inline-flex items-center gap-1 rounded-full border bg-accent py-1 pl-3 pr-1 text-sm text-accent-foreground"
            >
              {city}
              <button
                type="button"
                onClick={() => onChange(value.filter((c) => c !== city))}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={labels.remove(city)}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <Input
          {...control}
          type="text"
          value={draft}
          cap={cap}
          autoComplete="off"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
        <Button variant="outline" onClick={add} className="shrink-0">
          <Plus className="size-4" aria-hidden />
          {labels.add}
        </Button>
      </div>
    </div>
  );
}
