import { expect, test, type Page } from './helpers/test';
import { expectNoAxeViolationsLightAndDark } from './helpers/axe';
import { E2E_ADMIN } from './helpers/env';
import { unhurriedVisitor } from './helpers/forms';
import { freshContext, enterAs } from './helpers/session';

/** The AI assistant (offline: the e2e server has no model configured), bottom-left on every page. */

const LANGS = [
  {
    locale: 'pt',
    tag: 'pt-BR',
    home: '/',
    title: /^Assistente /,
    status: 'Online • Responde em segundos',
    placeholder: 'Digite sua mensagem...',
    suggestions: [
      'Quais serviços vocês oferecem?',
      'Quanto custa o suporte de TI gerenciado (MSP)?',
      'Como funciona a migração para a nuvem?',
      'Quais são os casos de sucesso?',
    ],
    price: /R\$\s99,00\s+por dispositivo\/mês/,
    mspLink: 'Suporte de TI Gerenciado (MSP)',
    mspPath: '/servicos/suporte-de-ti',
  },
  {
    locale: 'en',
    tag: 'en-US',
    home: '/en',
    title: / Assistant$/,
    status: 'Online • Replies in seconds',
    placeholder: 'Type your message...',
    suggestions: [
      'What services do you offer?',
      'How much does managed IT support (MSP) cost?',
      'How does migrating to the cloud work?',
      'What are your success stories?',
    ],
    price: /\$19\.80\s+per device\/month/,
    mspLink: 'Managed IT Support (MSP)',
    mspPath: '/en/servicos/suporte-de-ti',
  },
] as const;

async function openAssistant(page: Page) {
  await page.getByTestId('assistant-button').click();
  const panel = page.getByTestId('assistant-panel');
  await expect(panel).toBeVisible();
  return panel;
}

for (const lang of LANGS) {
  test.describe(`assistant (${lang.locale})`, () => {
    test('opens with the greeting and four suggestions; a suggestion gets a streamed answer with the MSP price and a working link', async ({
      browser,
    }) => {
      const context = await freshContext(browser, { locale: lang.tag });
      const page = await context.newPage();
      await page.goto(lang.home);
      const panel = await openAssistant(page);
      await expect(panel.getByRole('heading', { level: 2 })).toHaveText(lang.title);
      await expect(panel.getByText(lang.status)).toBeVisible();
      const input = panel.getByTestId('assistant-input');
      await expect(input).toHaveAttribute('placeholder', lang.placeholder);
      await expect(input).toBeFocused();
      const suggestions = panel.getByTestId('assistant-suggestions').getByRole('button');
      await expect(suggestions).toHaveText([...lang.suggestions]);

      const reply = page.waitForResponse((r) => r.url().endsWith('/api/ai-chat'));
      await suggestions.nth(1).click();
      expect((await reply).headers()['content-type']).toMatch(/^application\/x-ndjson/);

      const messages = panel.getByTestId('assistant-messages');
      await expect(messages.locator('[data-role="user"]')).toHaveCount(1);
      await expect(messages.locator('[data-role="user"]')).toContainText(lang.suggestions[1]);
      const answer = messages.locator('[data-role="assistant"]').nth(1);
      await expect(answer).toContainText(lang.price);
      // Suggestions show only while the greeting is alone.
      await expect(panel.getByTestId('assistant-suggestions')).toHaveCount(0);
      // The finished reply is announced to screen readers.
      await expect(panel.getByTestId('assistant-live')).toContainText(lang.price);

      // The reply arrives in pieces: the same question asked directly streams many text events.
      const streamed = await context.request.post('/api/ai-chat', {
        headers: { origin: new URL(page.url()).origin, accept: 'application/x-ndjson' },
        data: { message: lang.suggestions[1], conversationHistory: [], locale: lang.locale },
      });
      const events = (await streamed.text())
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { type: string; text?: string });
      expect(events[0]).toMatchObject({ type: 'start', mode: 'offline' });
      expect(events.filter((e) => e.type === 'text').length).toBeGreaterThan(3);
      expect(events.at(-1)).toEqual({ type: 'end' });
      expect(events.map((e) => e.text ?? '').join('')).toMatch(lang.price);

      const link = answer.getByRole('link', { name: lang.mspLink });
      await expect(link).toHaveAttribute('href', lang.mspPath);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${lang.mspPath}$`));
      // The conversation stays with the tab.
      await expect(page.getByTestId('assistant-messages').locator('[data-role="user"]')).toContainText(lang.suggestions[1]);
      await context.close();
    });

    test('Enter sends, Shift+Enter breaks the line, blank input is never sent, Escape closes', async ({ browser }) => {
      const context = await freshContext(browser, { locale: lang.tag });
      const page = await context.newPage();
      await page.goto(lang.home);
      const panel = await openAssistant(page);
      const input = panel.getByTestId('assistant-input');
      const send = panel.getByTestId('assistant-send');
      const userMessages = panel.locator('[data-role="user"]');
      let posts = 0;
      page.on('request', (r) => {
        if (r.url().endsWith('/api/ai-chat')) posts++;
      });

      await expect(send).toBeDisabled();
      await input.fill('   ');
      await expect(send).toBeDisabled();
      await input.press('Enter');
      await expect(userMessages).toHaveCount(0);

      await input.fill('');
      await input.pressSequentially('linha 1');
      await input.press('Shift+Enter');
      await input.pressSequentially('linha 2');
      await expect(input).toHaveValue('linha 1\nlinha 2');
      await expect(userMessages).toHaveCount(0);
      expect(posts).toBe(0);

      await input.press('Enter');
      await expect(userMessages).toHaveCount(1);
      await expect(userMessages.first()).toContainText('linha 1');
      await expect(userMessages.first()).toContainText('linha 2');
      await expect(input).toHaveValue('');
      await expect(panel.locator('[data-role="assistant"]').nth(1)).not.toBeEmpty();
      expect(posts).toBe(1);

      // Kept for the tab: a reload shows the same conversation; 'new conversation' clears it.
      await page.reload();
      const again = await openAssistant(page);
      await expect(again.locator('[data-role="user"]')).toHaveCount(1);
      await again.getByTestId('assistant-restart').click();
      await expect(again.locator('[data-role="user"]')).toHaveCount(0);
      await expect(again.getByTestId('assistant-suggestions')).toBeVisible();

      await page.keyboard.press('Escape');
      await expect(again).toBeHidden();
      await expect(page.getByTestId('assistant-button')).toBeFocused();
      await context.close();
    });
  });
}

test('a request for a quote offers a short form that creates a chat lead with the conversation', async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  await unhurriedVisitor(page);
  await page.goto('/servicos/backup');
  const panel = await openAssistant(page);
  const input = panel.getByTestId('assistant-input');
  await input.fill('Quero um orçamento de backup para 20 computadores');
  await input.press('Enter');
  const form = panel.getByTestId('assistant-lead-form');
  await expect(form).toBeVisible();

  // Neither e-mail nor phone: the form says so, and sends nothing.
  await form.getByLabel('Nome').fill('Carla Mendes');
  await form.getByRole('button', { name: 'Enviar contato' }).click();
  await expect(form.getByText('Informe um e-mail ou um telefone', { exact: true })).toBeVisible();

  const email = `carla.${Date.now()}@empresa-teste.com.br`;
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Enviar contato' }).click();
  await expect(page.getByTestId('toast')).toContainText('Mensagem enviada! Retornaremos em até 30 minutos.');
  await expect(panel.getByTestId('assistant-lead-form')).toHaveCount(0);
  await expect(panel.locator('[data-role="assistant"]').last()).toContainText('Carla Mendes');

  // Staff see it like any lead: the notification carries the conversation.
  const staff = await freshContext(browser);
  const admin = await staff.newPage();
  await enterAs(admin, E2E_ADMIN.email, E2E_ADMIN.password, '/admin');
  await admin.goto('/admin');
  const item = admin.getByTestId('outbox-item').filter({ hasText: 'Orçamento: Carla Mendes' });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(email);
  await expect(item).toContainText('Quero um orçamento de backup para 20 computadores');
  // Shown as the form's fields, labelled, not as the mail's raw text.
  const fields = item.getByTestId('outbox-fields');
  await expect(fields).toContainText('Página de origem');
  await expect(fields).toContainText('/servicos/backup');
  await expect(item.locator('pre')).toHaveCount(0);
  await staff.close();
  await context.close();
});

test('axe: the open assistant with a reply and the contact form, light and dark', async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  await page.goto('/');
  const panel = await openAssistant(page);
  await expectNoAxeViolationsLightAndDark(page, 'assistant greeting');
  const input = panel.getByTestId('assistant-input');
  await input.fill('Quero falar com um especialista sobre o MSP');
  await input.press('Enter');
  await expect(panel.getByTestId('assistant-lead-form')).toBeVisible();
  await expectNoAxeViolationsLightAndDark(page, 'assistant reply and form');
  await context.close();
});
