'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { Input } from '@/components/ui/input';
import { calculateRoi, formatRoi, ROI_DEFAULT_INPUTS, type RoiFigures } from '@/lib/roi';
import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import { buttonClass } from '@/components/ui/button';

/**
 * ROI calculator: the inputs are free numbers; results update as you type. `initial` holds the
 * default inputs' results, formatted on the server.
 */
export function RoiCalculator({ locale, initial }: { locale: Locale; initial: RoiFigures }) {
  const t = useTranslations('Home');
  const id = useId();
  const [inputs, setInputs] = useState(ROI_DEFAULT_INPUTS);
  const figures = inputs === ROI_DEFAULT_INPUTS ? initial : formatRoi(calculateRoi(inputs), LOCALE_TAGS[locale]);

  const fields = [
    { key: 'devices', label: t('roi.devices'), step: 1 },
    { key: 'currentCost', label: t('roi.currentCost'), step: 100 },
    { key: 'downtimeHours', label: t('roi.downtime'), step: 1 },
  ] as const;
  const outputs = [
    { key: 'mspCost', label: t('roi.msp'), value: figures.mspCost },
    { key: 'newITCost', label: t('roi.newCost'), value: figures.newITCost },
    { key: 'monthlySavings', label: t('roi.monthly'), value: figures.monthlySavings },
    { key: 'yearlySavings', label: t('roi.yearly'), value: figures.yearlySavings },
    { key: 'roi', label: t('roi.roi'), value: figures.roi },
  ];

  return (
    <div className="grid gap-6 rounded-3xl border bg-card p-6 shadow-sm sm:p-8 lg:grid-cols-2">
      {/* Free numbers recomputed as they are typed: nothing is submitted, so this is a group, not a form. */}
      <div role="group" aria-label={t('roi.title')} className="flex flex-col gap-4">
        {fields.map((f) => (
          <div key={f.key} className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-${f.key}`} className="text-sm font-medium">
              {f.label}
            </label>
            <Input
              id={`${id}-${f.key}`}
              type="number"
              inputMode="decimal"
              min={0}
              step={f.step}
              value={inputs[f.key]}
              onChange={(e) => setInputs((v) => ({ ...v, [f.key]: e.target.value }))}
              className="tabular-nums"
            />
          </div>
        ))}
        <p className="text-xs text-muted-foreground">{t('roi.note')}</p>
      </div>
      <div className="flex flex-col gap-4 rounded-2xl bg-accent p-5 text-accent-foreground" aria-live="polite">
        <h3 className="font-bold">{t('roi.results')}</h3>
        <dl className="grid grid-cols-2 gap-3">
          {outputs.map((o) => (
            <div
              key={o.key}
              className={`flex flex-col rounded-xl bg-background p-3 text-foreground ${o.key === 'roi' ? 'col-span-2' : ''}`}
            >
              <dt className="text-xs text-muted-foreground">{o.label}</dt>
              <dd data-roi={o.key} className="order-first text-xl font-extrabold tabular-nums sm:text-2xl">
                {o.value}
              </dd>
            </div>
          ))}
        </dl>
        <Link href="/contato" className={buttonClass({ className: 'ci-a ci-arrow-right' })}>
          {t('roi.cta')}
        </Link>
      </div>
    </div>
  );
}
