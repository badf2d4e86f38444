import { ArrowDown, ArrowUp, Plus, Trash2 } from '@/components/ui/icons';
import { Controller, useFieldArray, type Control, type FieldValues, type UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form';
import { Select } from '@/components/ui/input';
import { UfOptions } from '@/components/ui/uf-options';
import { TagInput, type TagAddition } from '@/components/ui/tag-input';
import { UFS } from '@/lib/config/brazil';
import { cn } from '@/lib/utils';

/** The part of a partner form this editor handles. */
export type TerritoriesValues = { territories: { state_code: string; cities: string[] }[] };

export interface TerritoriesLabels {
  legend: string;
  hint?: string;
  territory: (n: number) => string;
  state: string;
  statePlaceholder: string;
  cities: string;
  citiesHint: string;
  addCity: string;
  removeCity: (city: string) => string;
  addTerritory: string;
  removeTerritory: string;
  /** Shown when there is no territory. */
  empty?: string;
  /** With these, territories can be moved up and down, and each button names its territory. */
  reorder?: {
    up: string;
    down: string;
    upNamed: (n: number) => string;
    downNamed: (n: number) => string;
    removeNamed: (n: number) => string;
  };
}

const cityKey = (city: string) => city.toLocaleLowerCase('pt-BR');

/** Adds one typed city: spaces collapsed, skipped when already listed (ignoring case). */
function addCity(list: readonly string[], raw: string): TagAddition {
  const city = raw.trim().replace(/\s+/g, ' ');
  if (!city || list.some((c) => cityKey(c) === cityKey(city))) return { list: [...list], added: [] };
  return { list: [...list, city], added: [city] };
}

/**
 * A partner's territories in order, each a state and its cities as tags: shared by the back
 * office's partner form and the partner's own profile form, which pass their texts.
 */
export function TerritoriesEditor<T extends TerritoriesValues, TOutput extends FieldValues>({
  control,
  register,
  errorAt,
  labels,
  citiesRequired = false,
  keepOne = false,
}: {
  control: Control<T, unknown, TOutput>;
  register: UseFormRegister<T>;
  /** The text of the error at a field path, if any. */
  errorAt: (path: string) => string | undefined;
  labels: TerritoriesLabels;
  citiesRequired?: boolean;
  /** The last territory cannot be removed. */
  keepOne?: boolean;
}) {
  // Only the territories of the form are read here; react-hook-form's generics cannot narrow a wider form to them.
  const own = control as unknown as Control<TerritoriesValues>;
  const field = register as unknown as UseFormRegister<TerritoriesValues>;
  const territories = useFieldArray({ control: own, name: 'territories' });
  const count = territories.fields.length;
  const { reorder } = labels;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className={cn('text-sm font-medium', labels.hint ? 'mb-1' : 'mb-2')}>{labels.legend}</legend>
      {labels.hint ? <p className="text-xs text-muted-foreground">{labels.hint}</p> : null}
      {territories.fields.map((item, i) => {
        const remove = !keepOne || count > 1;
        return (
          <fieldset key={item.id} className="flex flex-col gap-3 rounded-lg border p-3" data-testid="territory">
            <legend className="px-1 text-sm font-semibold">{labels.territory(i + 1)}</legend>
            <FormField label={labels.state} error={errorAt(`territories.${i}.state_code`)} required>
              {(c) => (
                <Select {...c} {...field(`territories.${i}.state_code`)}>
                  <option value="">{labels.statePlaceholder}</option>
                  <UfOptions />
                </Select>
              )}
            </FormField>
            <Controller
              control={own}
              name={`territories.${i}.cities`}
              render={({ field: cities }) => (
                <FormField
                  label={labels.cities}
                  hint={labels.citiesHint}
                  error={
                    errorAt(`territories.${i}.cities`) ?? cities.value.map((_, j) => errorAt(`territories.${i}.cities.${j}`)).find(Boolean)
                  }
                  required={citiesRequired}
                >
                  {(c) => (
                    <TagInput
                      control={c}
                      value={cities.value}
                      onChange={cities.onChange}
                      onBlur={cities.onBlur}
                      add={addCity}
                      cap={100}
                      labels={{ add: labels.addCity, remove: labels.removeCity }}
                    />
                  )}
                </FormField>
              )}
            />
            {reorder ? (
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => territories.move(i, i - 1)}
                  disabled={i === 0}
                  aria-label={reorder.upNamed(i + 1)}
                >
                  <ArrowUp className="size-4" aria-hidden />
                  {reorder.up}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => territories.move(i, i + 1)}
                  disabled={i === count - 1}
                  aria-label={reorder.downNamed(i + 1)}
                >
                  <ArrowDown className="size-4" aria-hidden />
                  {reorder.down}
                </Button>
                {remove ? (
                  <Button variant="ghost" size="sm" onClick={() => territories.remove(i)} aria-label={reorder.removeNamed(i + 1)}>
                    <Trash2 className="size-4" aria-hidden />
                    {labels.removeTerritory}
                  </Button>
                ) : null}
              </div>
            ) : remove ? (
              <Button variant="ghost" size="sm" onClick={() => territories.remove(i)} className="w-fit">
                <Trash2 className="size-4" aria-hidden />
                {labels.removeTerritory}
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      {count === 0 && labels.empty ? <p className="text-sm text-muted-foreground">{labels.empty}</p> : null}
      {errorAt('territories') ? <p className="text-sm font-medium text-destructive">{errorAt('territories')}</p> : null}
      <Button
        variant="outline"
        size="sm"
        onClick={() => territories.append({ state_code: '', cities: [] })}
        disabled={count >= UFS.length}
        className="w-fit"
      >
        <Plus className="size-4" aria-hidden />
        {labels.addTerritory}
      </Button>
    </fieldset>
  );
}
