import { Loader2 } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { useTranslations } from 'next-intl';

/** The submit button: spinner and the loading text while the form is sent. */
export function SubmitButton({ pending, label }: { pending: boolean; label: string }) {
  const t = useTranslations('Auth');
  return (
    <Button type="submit" disabled={pending}>
      {pending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
      {pending ? t('sending') : label}
    </Button>
  );
}
