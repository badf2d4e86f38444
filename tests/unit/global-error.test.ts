import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';

const pathname = vi.hoisted(() => ({ current: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => pathname.current }));

const { default: GlobalError } = await import('@/app/global-error');

function render(path: string) {
  pathname.current = path;
  return renderToStaticMarkup(createElement(GlobalError, { error: new Error('boom'), retry: () => {} }));
}

describe('the page shown when the root layout fails', () => {
  for (const [path, lang, messages] of [
    ['/sobre', 'pt-BR', pt],
    ['/en/sobre', 'en-US', en],
    ['/es', 'es-ES', es],
  ] as const) {
    it(`${path}: a whole document in the visitor's language, with the site's own error words and a retry`, () => {
      const html = render(path);
      expect(html).toMatch(new RegExp(`^<html lang="${lang}"`));
      expect(html).toContain('role="alert"');
      for (const text of [messages.Error.title, messages.Error.description, messages.Error.retry, messages.Error.reload]) {
        expect(html).toContain(text);
      }
      expect(html).not.toContain('boom');
    });
  }
});
