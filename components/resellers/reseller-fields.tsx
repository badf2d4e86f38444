import type { ChangeEvent, ReactNode, Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, Honeypot } from '@/components/ui/form';
import { Checkbox, Input, Select } from '@/components/ui/input';
import { UfOptions } from '@/components/ui/uf-options';
import { TagInput } from '@/components/ui/tag-input';
import { useTranslations } from 'next-intl';
import type { MessageKey } from '@/i18n/strings';
import { maskPhone } from '@/lib/phone';
import { addCities, CITY_LENGTH, maskCep } from '@/lib/resellers/form-input';
import { maskCnpj } from '@/lib/validation/cnpj';
import type { ResellerInput } from '@/lib/validation/reseller';
import { DocumentField } from './document-field';

/** The form's values: the schema's input, with the consents unchecked and no specialty yet. */
export type ResellerValues = Omit<ResellerInput, 'especialidades' | 'aceite_termos' | 'aceite_publicacao'> & {
  especialidades: string[];
  aceite_termos: boolean;
  aceite_publicacao: boolean;
};
export type ResellerField = keyof ResellerValues;
export type TextField = Exclude<ResellerField, 'especialidades' | 'cidades_atuacao' | 'aceite_termos' | 'aceite_publicacao'>;
type Key = MessageKey<'ResellerForm'>;

/** Label, placeholder, hint, mask and input attributes of each text field. */
const TEXT_FIELDS: Record<
  Exclude<TextField, 'estado'>,
  { label: Key; placeholder: Key; hint?: Key; optional?: true; mask?: (v: string) => string; input: Parameters<typeof Input>[0] }
> = {
  razao_social: { label: 'form.razaoSocial', placeholder: 'form.razaoSocialPlaceholder', input: { autoComplete: 'organization' } },
  nome_fantasia: { label: 'form.nomeFantasia', placeholder: 'form.nomeFantasiaPlaceholder', input: {} },
  // Alphanumeric CNPJs have letters: a text keyboard, capitals first.
  cnpj: {
    label: 'form.cnpj',
    placeholder: 'form.cnpjPlaceholder',
    mask: maskCnpj,
    input: { autoCapitalize: 'characters', autoCorrect: 'off', spellCheck: false },
  },
  website: {
    label: 'form.website',
    placeholder: 'form.websitePlaceholder',
    hint: 'form.websiteHint',
    optional: true,
    input: { type: 'url', inputMode: 'url', autoComplete: 'url' },
  },
  nome_responsavel: { label: 'form.nomeResponsavel', placeholder: 'form.nomeResponsavelPlaceholder', input: { autoComplete: 'name' } },
  cargo: { label: 'form.cargo', placeholder: 'form.cargoPlaceholder', input: { autoComplete: 'organization-title' } },
  email: {
    label: 'form.email',
    placeholder: 'form.emailPlaceholder',
    hint: 'form.emailHint',
    input: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  },
  telefone: {
    label: 'form.telefone',
    placeholder: 'form.telefonePlaceholder',
    mask: maskPhone,
    input: { type: 'tel', autoComplete: 'tel' },
  },
  endereco: { label: 'form.endereco', placeholder: 'form.enderecoPlaceholder', input: { autoComplete: 'address-line1' } },
  numero: { label: 'form.numero', placeholder: 'form.numeroPlaceholder', input: {} },
  bairro: { label: 'form.bairro', placeholder: 'form.bairroPlaceholder', input: {} },
  cidade: { label: 'form.cidade', placeholder: 'form.cidadePlaceholder', input: { autoComplete: 'address-level2' } },
  cep: {
    label: 'form.cep',
    placeholder: 'form.cepPlaceholder',
    mask: maskCep,
    input: { inputMode: 'numeric', autoComplete: 'postal-code' },
  },
  cep_principal: {
    label: 'form.cepPrincipal',
    placeholder: 'form.cepPrincipalPlaceholder',
    hint: 'form.cepPrincipalHint',
    optional: true,
    mask: maskCep,
    input: { inputMode: 'numeric' },
  },
};

export interface Specialty {
  key: string;
  label: string;
}

/** What the page hands to the form (all server-made). */
export interface ResellerFormStatic {
  title: string;
  intro: string;
  /** The schema's typing caps of the text fields. */
  caps: Record<TextField, number>;
  maxCities: number;
  specialties: Specialty[];
  /** The consent labels, rendered on the server with their links. */
  consent: { terms: ReactNode; publication: ReactNode };
}

/** The heading and intro of the form section. */
export function ResellerFormIntro({ title, intro }: { title: string; intro: string }) {
  const t = useTranslations('ResellerForm');
  return (
    <div>
      <h2 id="reseller-form-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {title}
      </h2>
      <p className="mt-2 text-muted-foreground">{intro}</p>
      <p className="mt-1 text-sm text-muted-foreground">{t('form.required')}</p>
    </div>
  );
}

/**
 * The fields of the reseller application in five groups plus the document.
 */
export function ResellerFields({
  bind,
  errorText = () => undefined,
  documentError,
  cities,
  document,
  honeypotRef,
  localeTag,
  caps,
  maxCities,
  specialties,
  consent,
}: Omit<ResellerFormStatic, 'title' | 'intro'> & {
  bind: (name: ResellerField) => UseFormRegisterReturn;
  errorText?: (name: ResellerField) => string | undefined;
  documentError?: string;
  cities: { value: string[]; onChange: (cities: string[]) => void; onBlur: () => void; ref: Ref<HTMLInputElement> };
  document: { file: File | null; onFile: (file: File | null, input: HTMLInputElement) => void; ref: Ref<HTMLInputElement> };
  honeypotRef: Ref<HTMLDivElement>;
  localeTag: string;
}) {
  const t = useTranslations('ResellerForm');

  const text = (name: Exclude<TextField, 'estado'>, className?: string) => {
    const f = TEXT_FIELDS[name];
    const binding = bind(name);
    const { mask } = f;
    const onChange = mask
      ? (event: ChangeEvent<HTMLInputElement>) => {
          event.target.value = mask(event.target.value);
          return binding.onChange?.(event);
        }
      : binding.onChange;
    return (
      <FormField
        label={t(f.label)}
        hint={f.hint ? t(f.hint) : undefined}
        error={errorText(name)}
        required={!f.optional}
        className={className}
      >
        {(control) => (
          <Input
            type="text"
            {...control}
            {...f.input}
            placeholder={t(f.placeholder)}
            {...binding}
            onChange={onChange}
            cap={mask ? undefined : caps[name]}
          />
        )}
      </FormField>
    );
  };

  const especialidadesError = errorText('especialidades');

  return (
    <>
      <Group legend={t('form.sectionCompany')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('razao_social', 'sm:col-span-2')}
          {text('nome_fantasia')}
          {text('cnpj')}
          {text('website', 'sm:col-span-2')}
        </div>
      </Group>

      <Group legend={t('form.sectionContact')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('nome_responsavel')}
          {text('cargo')}
          {text('email')}
          {text('telefone')}
        </div>
      </Group>

      <Group legend={t('form.sectionAddress')}>
        <div className="grid gap-4 sm:grid-cols-6">
          {text('endereco', 'sm:col-span-4')}
          {text('numero', 'sm:col-span-2')}
          {text('bairro', 'sm:col-span-3')}
          {text('cidade', 'sm:col-span-3')}
          <FormField label={t('form.estado')} error={errorText('estado')} required className="sm:col-span-3">
            {(control) => (
              <Select {...control} autoComplete="address-level1" {...bind('estado')}>
                <option value="">{t('form.estadoPlaceholder')}</option>
                <UfOptions />
              </Select>
            )}
          </FormField>
          {text('cep', 'sm:col-span-3')}
        </div>
      </Group>

      <Group legend={t('form.sectionOperation')}>
        <fieldset
          className="flex min-w-0 flex-col gap-2"
          aria-describedby={especialidadesError ? 'especialidades-error especialidades-hint' : 'especialidades-hint'}
        >
          <legend className="pb-2 text-sm font-medium">{t('form.especialidades')}</legend>
          <p id="especialidades-hint" className="text-xs text-muted-foreground">
            {t('form.especialidadesHint')}
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            {specialties.map((s) => (
              <label
                key={s.key}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border bg-background px-3 py-2 text-sm hover:border-primary has-[:checked]:border-primary has-[:checked]:bg-accent"
              >
                <Checkbox value={s.key} aria-invalid={especialidadesError ? true : undefined} {...bind('especialidades')} />
                {s.label}
              </label>
            ))}
          </div>
          {especialidadesError ? (
            <p id="especialidades-error" className="text-sm font-medium text-destructive">
              {especialidadesError}
            </p>
          ) : null}
        </fieldset>
        <FormField label={t('form.cidades')} hint={t('form.cidadesHint', { max: maxCities })} error={errorText('cidades_atuacao')} required>
          {(control) => (
            <TagInput
              control={control}
              value={cities.value}
              onChange={cities.onChange}
              onBlur={cities.onBlur}
              inputRef={cities.ref}
              add={(list, raw) => addCities(list, raw, maxCities)}
              quickEntry
              cap={CITY_LENGTH.max * 3}
              placeholder={t('form.cidadesPlaceholder')}
              labels={{
                list: t('form.cidadesList'),
                remove: (city) => t('form.removeCity', { city }),
                count: (count) => t('form.cidadesCount', { count, max: maxCities }),
                added: (city) => t('form.cityAdded', { city }),
                removed: (city) => t('form.cityRemoved', { city }),
                full: t('form.citiesFull', { max: maxCities }),
              }}
            />
          )}
        </FormField>
        {text('cep_principal', 'sm:max-w-xs')}
      </Group>

      <Group legend={t('form.sectionDocument')}>
        <FormField label={t('form.document')} hint={t('form.documentHint')} error={documentError} required>
          {(control) => (
            <DocumentField control={control} file={document.file} onFile={document.onFile} inputRef={document.ref} localeTag={localeTag} />
          )}
        </FormField>
      </Group>

      <Group legend={t('form.sectionConsent')}>
        <Consent binding={bind('aceite_termos')} label={consent.terms} error={errorText('aceite_termos')} />
        <Consent binding={bind('aceite_publicacao')} label={consent.publication} error={errorText('aceite_publicacao')} />
      </Group>

      <div ref={honeypotRef}>
        <Honeypot label={t('form.honeypot')} />
      </div>
    </>
  );
}

/** A group of fields: a fieldset named by its legend, on a card. */
function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="pb-4 text-lg font-bold">{legend}</legend>
        {children}
      </fieldset>
    </div>
  );
}

function Consent({ binding, label, error }: { binding: UseFormRegisterReturn; label: ReactNode; error: string | undefined }) {
  const id = `consent-${binding.name}`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <Checkbox
          id={id}
          className="mt-1"
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...binding}
        />
        <label htmlFor={id} className="text-sm leading-relaxed">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
