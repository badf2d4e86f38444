import { mkdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileProblem } from '@/lib/content/editor/files';
import { CONTENT_KINDS } from '@/lib/content/editor/kinds';
import { renderMarkdown } from '@/lib/content/markdown';

/**
 * Images in a post's body live in the repository under public/images/content/<slug>/: the page
 * renders them with their width and height (no layout shift) and the build refuses one without
 * alt text, as the editor does.
 */

const FOLDER = `vitest-${process.pid}-${Date.now()}`;
const DIR = join(process.cwd(), 'public/images/content', FOLDER);

/** A PNG header of the given size: all an image-size reader looks at. */
function png(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'ascii');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr]);
}

afterAll(() => {
  rmSync(DIR, { recursive: true, force: true });
  // Folders this test made stay only if something else is in them.
  for (const dir of ['public/images/content', 'public/images']) {
    try {
      rmdirSync(join(process.cwd(), dir));
    } catch {
      // Not empty (or already gone).
    }
  }
});

describe('body images', () => {
  it('render with their width and height, loading lazily', async () => {
    mkdirSync(DIR, { recursive: true });
    writeFileSync(join(DIR, 'diagrama.png'), png(640, 360));
    const html = await renderMarkdown(`Texto.\n\n![Diagrama da rede](/images/content/${FOLDER}/diagrama.png)\n`);
    expect(html).toContain(
      `<img src="/images/content/${FOLDER}/diagrama.png" alt="Diagrama da rede" width="640" height="360" loading="lazy" decoding="async">`,
    );
  });

  it('fail the build when the file is missing', async () => {
    await expect(renderMarkdown(`![Falta](/images/content/${FOLDER}/nao-existe.png)`)).rejects.toThrow(/nao-existe\.png/);
  });

  it('need alt text', () => {
    const post = CONTENT_KINDS.find((k) => k.id === 'blog')!;
    const file = (body: string) =>
      [
        '---',
        'title: Um título de teste válido',
        'description: Um texto de teste com o tamanho que o esquema de conteúdo do site exige.',
        'date: 2026-01-10',
        'updated: 2026-01-10',
        'tags: [teste]',
        'category: cloud',
        'cover: cloud',
        'author: Equipe Técnica',
        '---',
        body,
      ].join('\n');
    const place = { locale: 'pt', slug: 'teste' };
    expect(fileProblem(post, file(`![](/images/content/teste/a.png)`), place)).toMatch(/precisa de texto alternativo/);
    expect(fileProblem(post, file(`![Rede](/images/content/teste/a.png)`), place)).toBeNull();
  });
});
