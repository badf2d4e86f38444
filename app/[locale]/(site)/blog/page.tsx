import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CategoryFilter } from '@/components/blog/category-filter';
import { PostCard } from '@/components/blog/post-card';
import { PageHeader } from '@/components/content/page-header';
import { postsFor } from '@/lib/content';
import { POST_CATEGORIES } from '@/lib/content/limits';
import { pageLocale } from '@/i18n/page-locale';
import { buildMetadata } from '@/lib/seo/metadata';

const PATH = '/blog';
const CATEGORIES = POST_CATEGORIES;

export async function generateMetadata({ params }: PageProps<'/[locale]/blog'>): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return buildMetadata({ locale, pathname: PATH, title: t('title'), description: t('metaDescription'), feed: true });
}

export default async function BlogPage({ params }: PageProps<'/[locale]/blog'>) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const posts = postsFor(locale);
  const used = CATEGORIES.filter((c) => posts.some((p) => p.category === c));
  return (
    <>
      <PageHeader locale={locale} pathname={PATH} title={t('title')} lead={t('lead')} />
      <div className="container-page py-10">
        <CategoryFilter
          categories={used.map((c) => ({ key: c, label: t(`categories.${c}`) }))}
          allLabel={t('all')}
          label={t('filterLabel')}
        >
          {posts.map((post) => (
            <PostCard key={post.slug} post={post} locale={locale} />
          ))}
        </CategoryFilter>
      </div>
    </>
  );
}
