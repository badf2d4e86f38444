import { FileText, Upload } from '@/components/ui/icons';
import type { Ref } from 'react';
import type { ControlProps } from '@/components/ui/form';
import { useTranslations } from 'next-intl';
import { formatFileSize } from '@/lib/resellers/form-input';

/** Accepted by the picker; the form and the server check the file again. */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png';

/**
 * The company document picker: the native file input, transparent over a drop zone that says
 * in the page's language what to do (the browser's own button text follows its UI language),
 * and the chosen file's name and size below it.
 */
export function DocumentField({
  control,
  file,
  onFile,
  inputRef,
  localeTag,
}: {
  control: ControlProps;
  file: File | null;
  onFile: (file: File | null, input: HTMLInputElement) => void;
  inputRef: Ref<HTMLInputElement>;
  localeTag: string;
}) {
  const t = useTranslations('ResellerForm');
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="relative flex min-h-14 min-w-0 items-center gap-3 rounded-lg border border-dashed border-input bg-background p-2 hover:border-primary has-[:focus-visible]:border-ring has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/30 has-[[aria-invalid=true]]:border-destructive">
        <span
          aria-hidden
          className="inline-flex h-10 shrink-0 items-center gap-2 rounded-md bg-accent px-4 text-sm font-semibold text-accent-foreground"
        >
          <Upload className="size-4" />
          {file ? t('form.documentChange') : t('form.documentChoose')}
        </span>
        {file ? null : (
          <span aria-hidden className="min-w-0 truncate text-sm text-muted-foreground">
            {t('form.documentNone')}
          </span>
        )}
        <input
          {...control}
          ref={inputRef}
          type="file"
          name="document"
          accept={DOCUMENT_ACCEPT}
          onChange={(event) => onFile(event.target.files?.[0] ?? null, event.target)}
          className="absolute inset-0 size-full cursor-pointer opacity-0"
        />
      </div>
      {file ? (
        <p className="flex min-w-0 items-center gap-3 rounded-lg border bg-muted/50 px-3 py-2 text-sm" data-testid="document-chosen">
          <FileText className="size-5 shrink-0 text-primary" aria-hidden />
          <span className="min-w-0">
            <span className="sr-only">{t('form.documentChosen')}: </span>
            <span className="block truncate font-medium">{file.name}</span>
            <span className="block text-xs text-muted-foreground">{formatFileSize(file.size, localeTag)}</span>
          </span>
        </p>
      ) : null}
    </div>
  );
}
