import { CalendarDays, Clock, UserRound } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { CoverArt } from '@/components/blog/cover-art';
import { PostCard } from '@/components/blog/post-card';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { JsonLdScript } from '@/components/seo/json-ld';
import { postFor, postParams, relatedPosts } from '@/lib/content';
import { pageLocale } from '@/i18n/page-locale';
import { blogPostingJsonLd } from '@/lib/seo/jsonld';
import { buildMetadata, ogImagePath } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/paths';
import { CtaBanner } from '@/components/content/cta-banner';

// Entries published after the build (new, renamed, scheduled) render on their first request.
export const dynamicParams = true;

/** The folder of this page's opengraph-image.tsx. */
const OG_FOLDER = '/[locale]/(site)/blog/[slug]';

/** {locale, slug} pairs from the posts themselves: a slug missing in a language is a 404 there. */
export function generateStaticParams() {
  return postParams();
}

async function load(params: PageProps<'/[locale]/blog/[slug]'>['params']) {
  const { locale: raw, slug } = await params;
  const locale = pageLocale(raw);
  const post = postFor(locale, slug);
  if (!post) notFound();
  return { locale, post };
}

export async function generateMetadata({ params }: PageProps<'/[locale]/blog/[slug]'>): Promise<Metadata> {
  const { locale, post } = await load(params);
  return buildMetadata({
    locale,
    pathname: `/blog/${post.slug}`,
    title: post.title,
    description: post.description,
    keywords: post.tags,
    type: 'article',
    publishedTime: post.date,
    modifiedTime: post.updated,
    author: post.author,
    ogImage: OG_FOLDER,
    feed: true,
  });
}

export default async function BlogPostPage({ params }: PageProps<'/[locale]/blog/[slug]'>) {
  const { locale, post } = await load(params);
  setRequestLocale(locale);
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'Blog' }), getFormatter({ locale })]);
  const path = `/blog/${post.slug}`;
  const date = (d: string) => format.dateTime(new Date(`${d}T12:00:00Z`), { dateStyle: 'long' });
  const related = relatedPosts(post);

  return (
    <>
      <article>
        <header className="border-b bg-gradient-to-b from-accent/60 to-background">
          <div className="container-page flex max-w-4xl flex-col gap-4 py-10">
            <Breadcrumbs locale={locale} pathname={path} labels={{ [path]: post.title }} />
            <p>
              <span className="rounded-full bg-accent px-3 py-1 text-sm font-semibold text-accent-foreground">
                {t(`categories.${post.category}`)}
              </span>
            </p>
            <h1 className="text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl lg:text-5xl">{post.title}</h1>
            <p className="text-lg text-muted-foreground">{post.description}</p>
            <p className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
              <span className="inline-flex items-center gap-1.5">
                <UserRound className="size-4" aria-hidden />
                {t('by', { author: post.author })}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays className="size-4" aria-hidden />
                <time dateTime={post.date}>{t('published', { date: date(post.date) })}</time>
              </span>
              {post.updated !== post.date ? (
                <span>
                  <time dateTime={post.updated}>{t('updated', { date: date(post.updated) })}</time>
                </span>
              ) : null}
              <span className="inline-flex items-center gap-1.5">
                <Clock className="size-4" aria-hidden />
                {t('readingTime', { minutes: post.readingMinutes })}
              </span>
            </p>
          </div>
        </header>
        <div className="container-page grid max-w-6xl gap-10 py-10 lg:grid-cols-[1fr_16rem]">
          <div className="min-w-0">
            <div className="mb-8 overflow-hidden rounded-2xl">
              <CoverArt category={post.category} large />
            </div>
            <div className="prose-article" dangerouslySetInnerHTML={{ __html: post.html }} />
            <ul className="mt-8 flex flex-wrap gap-2" aria-label="Tags">
              {post.tags.map((tag) => (
                <li key={tag} className="rounded-full border px-3 py-1 text-xs">
                  #{tag}
                </li>
              ))}
            </ul>
            <div className="mt-10">
              <CtaBanner as="aside" title={t('ctaTitle')} text={t('ctaText')} cta={t('ctaButton')} />
            </div>
          </div>
          {post.headings.length ? (
            <nav aria-label={t('onThisPage')} className="hidden lg:block">
              <div className="sticky top-24">
                <p className="mb-3 text-sm font-semibold">{t('onThisPage')}</p>
                <ol className="flex flex-col gap-2 border-l pl-4 text-sm text-muted-foreground">
                  {post.headings.map((h) => (
                    <li key={h.id}>
                      <a href={`#${h.id}`} className="hover:text-primary">
                        {h.text}
                      </a>
                    </li>
                  ))}
                </ol>
              </div>
            </nav>
          ) : null}
        </div>
      </article>
      {related.length ? (
        <section aria-labelledby="related-h" className="border-t bg-muted/40 py-12">
          <div className="container-page">
            <h2 id="related-h" className="mb-6 text-2xl font-bold">
              {t('related')}
            </h2>
            <ul className="grid gap-6 md:grid-cols-3">
              {related.map((p) => (
                <PostCard key={p.slug} post={p} locale={locale} headingLevel={3} />
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <JsonLdScript data={blogPostingJsonLd({ locale, path, post, image: absoluteUrl(ogImagePath(OG_FOLDER, locale, path)) })} />
    </>
  );
}
