/**
 * Images in post and e-book bodies: files the staff editor stores in the repository under
 * public/images/content/<slug>/, served from /images/content/<slug>/.
 */

/** Where the editor writes body images (repository path) and how pages address them. */
export const BODY_IMAGES = { directory: 'public/images/content', publicPath: '/images/content/' } as const;

export const BODY_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'gif', 'avif'] as const;

/** Largest image a save may add. */
export const BODY_IMAGE_MAX_BYTES = 1024 * 1024;

/** Markdown images with no alt text (`![](…)`): the editor asks for it, the build refuses without it. */
export function imagesWithoutAlt(markdown: string): string[] {
  return [...markdown.matchAll(/!\[\s*\]\(\s*<?([^)\s>]+)/g)].map((m) => m[1]!);
}

/** The body images a markdown text shows from the repository, as repository paths (public/images/content/…). */
export function bodyImageFiles(markdown: string): string[] {
  return [...markdown.matchAll(/!\[[^\]]*\]\(\s*<?([^)\s>]+)/g)]
    .map((m) => m[1]!.split(/[?#]/)[0]!)
    .filter((src) => src.startsWith(BODY_IMAGES.publicPath))
    .map((src) => {
      try {
        return `public${decodeURI(src)}`;
      } catch {
        return `public${src}`;
      }
    });
}
