import { ArrowRight, Clock } from '@/components/ui/icons';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Post } from '@/lib/content';
import type { Locale } from '@/i18n/locales';
import { CoverArt } from './cover-art';

export async function PostCard({ post, locale, headingLevel = 2 }: { post: Post; locale: Locale; headingLevel?: 2 | 3 }) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'Blog' }), getFormatter({ locale })]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li data-category={post.category} className="flex flex-col overflow-hidden rounded-2xl border bg-card shadow-sm">
      <CoverArt category={post.category} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="flex items-center justify-between text-xs text-muted-foreground">
          <span className="rounded-full bg-accent px-2.5 py-0.5 font-semibold text-accent-foreground">
            {t(`categories.${post.category}`)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden />
            {t('readingTime', { minutes: post.readingMinutes })}
          </span>
        </p>
        <Heading className="text-lg font-bold leading-snug">
          <Link href={`/blog/${post.slug}`} className="hover:text-primary">
            {post.title}
          </Link>
        </Heading>
        <p className="text-sm leading-relaxed text-muted-foreground">{post.description}</p>
        <p className="mt-auto flex items-center justify-between pt-2 text-sm">
          <time dateTime={post.date} className="text-muted-foreground">
            {format.dateTime(new Date(`${post.date}T12:00:00Z`), { dateStyle: 'medium' })}
          </time>
          <Link
            href={`/blog/${post.slug}`}
            className="inline-flex items-center gap-1 font-semibold text-primary hover:underline"
            tabIndex={-1}
            aria-hidden
          >
            {t('read')}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </p>
      </div>
    </li>
  );
}
