import { Eye, EyeOff, Loader2 } from '@/components/ui/icons';
import { useState, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useTranslations } from 'next-intl';

/** A password input with a show/hide toggle. */
export function PasswordInput(props: Omit<ComponentProps<typeof Input>, 'type' | 'className'>) {
  const t = useTranslations('Auth');
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className="pr-11" />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t('hidePassword') : t('showPassword')}
        aria-pressed={visible}
        className="absolute right-1 top-1/2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-accent"
      >
        {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
      </button>
    </div>
  );
}

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
