'use client';

import { Handshake, Loader2, ShieldCheck, X } from '@/components/ui/icons';
import { useId, useState, type ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { grantAdminAction, linkPartnerAction, revokeAdminAction, revokePartnerAction } from '@/lib/actions/admin/users';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form';
import { lazyZodResolver } from '@/components/ui/zod-resolver';
import { Select } from '@/components/ui/input';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import type { ActionResult } from '@/lib/actions/client';
import { useAdminSubmit } from '@/components/admin/use-admin-submit';
import type { PartnerLinkInput, RoleTargetInput } from '@/lib/validation/admin-users';
import { userErrorKey } from '@/lib/validation/admin-user-errors';

type RoleAction = (locale: string, input: unknown) => Promise<ActionResult>;

export interface PartnerChoice {
  id: string;
  name: string;
  active: boolean;
}

const loadSchemas = () => import('@/lib/validation/admin-users');

/** Keeps a refusal readable beside the controls (cleared by the next success). */
type OnResult = (result: ActionResult) => void;

/** The role forms' submission: the users schema's messages, the schema fetched ahead on focus. */
function useRoleSubmit<T extends RoleTargetInput>(
  form: UseFormReturn<T>,
  action: (data: T) => Promise<ActionResult>,
  hold?: (data: T) => boolean,
) {
  const t = useTranslations('AdminUsers');
  return useAdminSubmit(form, {
    action,
    hold,
    issue: (key) => t(`errors.${userErrorKey(key)}`),
    preload: () => void loadSchemas(),
  });
}

/** A role change confirmed in a dialog: the account is the form's one (hidden) value. */
function ConfirmRoleChange({
  userId,
  label,
  icon,
  title,
  text,
  action,
  onResult,
  testId,
}: {
  userId: string;
  label: string;
  icon: ReactNode;
  title: string;
  text: string;
  action: RoleAction;
  onResult: OnResult;
  testId: string;
}) {
  const t = useTranslations('AdminUsers');
  const common = useTranslations('AdminCommon');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [resolver] = useState(() => lazyZodResolver<RoleTargetInput>(() => loadSchemas().then((m) => m.roleTargetSchema)));
  const form = useForm<RoleTargetInput>({ resolver, defaultValues: { userId } });
  const submit = useRoleSubmit(form, async (data) => {
    const result = await action(locale, data);
    onResult(result);
    // Success or refusal, the dialog closes: a refusal stays readable beside the controls.
    setOpen(false);
    return result;
  });
  const pending = submit.isSubmitting;

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} onFocus={submit.preload} data-testid={testId}>
        {icon}
        {label}
      </Button>
      <DialogContent closeLabel={common('cancel')} className="max-w-lg">
        <div className="bg-primary p-6 pr-14 text-primary-foreground">
          <DialogTitle className="text-xl font-bold break-words">{title}</DialogTitle>
        </div>
        <form noValidate onSubmit={submit.onSubmit} className="flex flex-col gap-6 p-6">
          <input type="hidden" {...form.register('userId')} />
          <DialogDescription className="break-words">{text}</DialogDescription>
          <DialogActions cancelLabel={common('cancel')} busy={pending}>
            <Button type="submit" disabled={pending} data-testid={`${testId}-confirm`}>
              {pending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : icon}
              {pending ? t('applying') : common('confirm')}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The partner select: links the account, asking first when it replaces another partner. */
function PartnerLinkForm({
  userId,
  name,
  partner,
  partners,
  onResult,
}: {
  userId: string;
  name: string;
  partner: { id: string; name: string } | null;
  partners: PartnerChoice[];
  onResult: OnResult;
}) {
  const t = useTranslations('AdminUsers');
  const common = useTranslations('AdminCommon');
  const locale = useLocale();
  const confirmId = useId();
  const [replacing, setReplacing] = useState<PartnerLinkInput | null>(null);
  const [resolver] = useState(() => lazyZodResolver<PartnerLinkInput>(() => loadSchemas().then((m) => m.partnerLinkSchema)));
  const form = useForm<PartnerLinkInput>({ resolver, defaultValues: { userId, partnerId: partner?.id ?? '' } });
  const submit = useRoleSubmit(
    form,
    async (data) => {
      const result = await linkPartnerAction(locale, data);
      onResult(result);
      setReplacing(null);
      return result;
    },
    // Replacing a link takes the account away from the other partner's dashboard: confirm first.
    (data) => {
      const replaces = partner !== null && partner.id !== data.partnerId;
      if (replaces) setReplacing(data);
      return replaces;
    },
  );
  const [confirming, setConfirming] = useState(false);
  const pending = submit.isSubmitting || confirming;
  const nameOf = (id: string) => partners.find((p) => p.id === id)?.name ?? '';
  const confirm = async (data: PartnerLinkInput) => {
    setConfirming(true);
    await submit.send(data);
    setConfirming(false);
  };

  return (
    <div className="flex flex-col gap-2">
      <form
        noValidate
        onSubmit={submit.onSubmit}
        onFocus={submit.preload}
        className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2"
      >
        <input type="hidden" {...form.register('userId')} />
        <FormField label={t('partnerLabel', { name })} srOnlyLabel error={submit.errorText('partnerId')}>
          {(control) => (
            <Select {...control} {...form.register('partnerId')} disabled={pending || replacing !== null} data-testid="partner-select">
              <option value="">{t('partnerPlaceholder')}</option>
              {partners.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.active ? p.name : `${p.name} ${t('inactive')}`}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <Button type="submit" variant="outline" disabled={pending || replacing !== null} className="h-11" data-testid="partner-link">
          {pending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Handshake className="size-4" aria-hidden />}
          {pending ? t('applying') : t('linkPartner')}
        </Button>
      </form>
      {replacing && partner ? (
        <div role="group" aria-labelledby={confirmId} className="flex flex-col gap-2 rounded-lg border bg-accent/40 p-3">
          <p id={confirmId} className="text-sm font-semibold">
            {t('relinkTitle', { name })}
          </p>
          <p className="text-sm text-muted-foreground">{t('relinkText', { from: partner.name, to: nameOf(replacing.partnerId) })}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" autoFocus disabled={pending} onClick={() => void confirm(replacing)} data-testid="partner-relink-confirm">
              {pending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Handshake className="size-4" aria-hidden />}
              {pending ? t('applying') : common('confirm')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={pending}
              onClick={() => {
                setReplacing(null);
                form.reset({ userId, partnerId: partner.id });
              }}
            >
              {common('cancel')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** One account's role controls: administrator on/off, the partner link, and why a change was refused. */
export function RoleControls({
  userId,
  name,
  isAdmin,
  isSelf,
  partner,
  partners,
}: {
  userId: string;
  /** How the account is named in labels (name, else e-mail, else id). */
  name: string;
  isAdmin: boolean;
  isSelf: boolean;
  partner: { id: string; name: string } | null;
  partners: PartnerChoice[];
}) {
  const t = useTranslations('AdminUsers');
  const [refusal, setRefusal] = useState('');
  const onResult = (result: ActionResult) => setRefusal(result.ok ? '' : (result.description ?? result.title));

  return (
    <div className="flex min-w-72 flex-col gap-3" data-testid="role-controls">
      <div className="flex flex-wrap gap-2">
        {isAdmin ? (
          <ConfirmRoleChange
            userId={userId}
            label={t('revokeAdmin')}
            icon={<X className="size-4" aria-hidden />}
            title={t('revokeAdminTitle', { name })}
            text={isSelf ? t('revokeSelfText') : t('revokeAdminText')}
            action={revokeAdminAction}
            onResult={onResult}
            testId="admin-revoke"
          />
        ) : (
          <ConfirmRoleChange
            userId={userId}
            label={t('grantAdmin')}
            icon={<ShieldCheck className="size-4" aria-hidden />}
            title={t('grantAdminTitle', { name })}
            text={t('grantAdminText')}
            action={grantAdminAction}
            onResult={onResult}
            testId="admin-grant"
          />
        )}
        {partner ? (
          <ConfirmRoleChange
            userId={userId}
            label={t('revokePartner')}
            icon={<X className="size-4" aria-hidden />}
            title={t('revokePartnerTitle', { name, partner: partner.name })}
            text={t('revokePartnerText')}
            action={revokePartnerAction}
            onResult={onResult}
            testId="partner-revoke"
          />
        ) : null}
      </div>
      {/* Remounted when the link changes, so the select starts from the stored partner. */}
      <PartnerLinkForm key={partner?.id ?? 'none'} userId={userId} name={name} partner={partner} partners={partners} onResult={onResult} />
      <p aria-live="polite" className="text-sm font-medium text-destructive empty:hidden" data-testid="role-refusal">
        {refusal}
      </p>
    </div>
  );
}
