import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { transcript } from '@/components/assistant/conversation';
import { Markdown } from '@/components/assistant/markdown';

const render = (text: string, origin?: string) => renderToStaticMarkup(createElement(Markdown, { text, origin }));

describe("the assistant's answers", () => {
  it('shows a javascript: link as its label only', () => {
    const html = render('Veja [aqui](javascript:alert(document.cookie)) e <javascript:alert(1)>.');
    expect(html).not.toMatch(/<a\b/);
    expect(html).not.toContain('href');
    expect(html).toContain('Veja aqui e');
  });

  it('shows a link to a site it does not allow as its label only', () => {
    const html = render('Baixe [o instalador](https://evil.example/setup.exe) ou veja [isto](//evil.example/x).');
    expect(html).not.toMatch(/<a\b/);
    expect(html).toContain('Baixe o instalador ou veja isto.');
  });

  it("links the site's own pages, its absolute URLs as paths, and WhatsApp, e-mail and phone", () => {
    const html = render(
      'Veja [serviços](/pt/servicos), [contato](https://site.example/pt/contato), [WhatsApp](https://wa.me/5511999999999), [e-mail](mailto:contato@site.example) e [telefone](tel:+551130000000).',
      'https://site.example',
    );
    expect(html).toContain(
      '<a class="font-medium text-primary underline underline-offset-2 hover:no-underline" href="/pt/servicos">serviços</a>',
    );
    expect(html).toMatch(/<a [^>]*href="\/pt\/contato"[^>]*>contato<\/a>/);
    expect(html).toMatch(/<a href="https:\/\/wa\.me\/5511999999999"[^>]*target="_blank" rel="noopener noreferrer">WhatsApp<\/a>/);
    expect(html).toMatch(/<a href="mailto:contato@site\.example"[^>]*>e-mail<\/a>/);
    expect(html).toMatch(/<a href="tel:\+551130000000"[^>]*>telefone<\/a>/);
  });

  it('shows raw HTML and images as text, never as elements', () => {
    const html = render('Olá <img src=x onerror="alert(1)"> ![logo](https://evil.example/a.png)\n\n<script>alert(1)</script>');
    expect(html).not.toMatch(/<(img|script)\b/);
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(html).toContain('&lt;script&gt;');
  });

  it('keeps paragraphs, line breaks, lists and bold text; headings read as bold lines', () => {
    const html = render('## Planos\nLinha um\nLinha dois\n\n- **Backup**: diário\n- Suporte\n\n1. Um\n2. Dois');
    expect(html).toBe(
      '<p><strong>Planos</strong></p>\n<p>Linha um<br/>\nLinha dois</p>\n<ul class="list-disc pl-5">\n<li><strong>Backup</strong>: diário</li>\n<li>Suporte</li>\n</ul>\n<ol class="list-decimal pl-5">\n<li>Um</li>\n<li>Dois</li>\n</ol>',
    );
  });
});

describe('the conversation sent with a lead', () => {
  it('reads as plain text: link labels, no markdown marks, its lines and the e-mail as typed', () => {
    const text = transcript(
      [
        { id: '1', role: 'user', content: 'Sou joao_silva@empresa.com.br, quero *backup*' },
        { id: '2', role: 'assistant', content: '## Backup\n- **Diário**: veja [o plano](/pt/servicos/backup)\n- `Retenção` de _30 dias_' },
      ],
      { user: 'Visitante', assistant: 'Assistente' },
    );
    expect(text).toBe(
      'Visitante: Sou joao_silva@empresa.com.br, quero backup\n\nAssistente: Backup\nDiário: veja o plano\nRetenção de 30 dias',
    );
  });
});
