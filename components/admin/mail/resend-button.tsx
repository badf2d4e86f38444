'use client';

import { Send } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import { resendMailForm } from '@/lib/actions/admin/emails';
import { ActionButtonForm } from '@/components/admin/action-button-form';

/** Sends one failed mail again now; the outcome is toasted and announced beside the button. */
export function ResendButton({ id, to, subject }: { id: string; to: string; subject: string }) {
  const t = useTranslations('AdminMail');
  const locale = useLocale();
  return (
    <ActionButtonForm
      action={resendMailForm}
      fields={{ locale, id }}
      label={t('resend')}
      pendingLabel={t('resending')}
      ariaLabel={t('resendLabel', { subject, to })}
      icon={<Send className="size-4" aria-hidden />}
      testId="mail-resend"
    />
  );
}
