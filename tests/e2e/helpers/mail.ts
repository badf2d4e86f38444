import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import type { DeliveredMail } from '../../integration/mail-drop';
import { E2E_MAIL } from './env';

/** A mail the e2e server delivered (MAIL_DROP_DIR): what the recipient's mailbox holds. */
export type { DeliveredMail };

/** Every mail delivered to `to` (case-insensitive), oldest first. */
export function mailsTo(to: string): DeliveredMail[] {
  if (!existsSync(E2E_MAIL)) return [];
  return readdirSync(E2E_MAIL)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(E2E_MAIL, f), 'utf8')) as DeliveredMail)
    .filter((m) => m.to.toLowerCase() === to.toLowerCase());
}

/** Waits for a mail to `to` whose subject or text matches `pattern` (any mail without one); the newest. */
export async function waitForMail(to: string, pattern?: RegExp): Promise<DeliveredMail> {
  let found: DeliveredMail | undefined;
  await expect
    .poll(
      () => {
        found = mailsTo(to)
          .filter((m) => !pattern || pattern.test(m.subject) || pattern.test(m.text))
          .at(-1);
        return Boolean(found);
      },
      { message: `a mail to ${to}${pattern ? ` matching ${pattern}` : ''}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link in a mail's text that matches `pattern`. */
export function linkIn(mail: DeliveredMail, pattern: RegExp = /./): string {
  const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).find((l) => pattern.test(l));
  if (!link) throw new Error(`No link matching ${pattern} in: ${mail.text}`);
  return link;
}
