import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface DeliveredMail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
}

/**
 * Mail delivery into a temporary MAIL_DROP_DIR, as a recipient's mailbox: the outbox keeps access
 * links redacted, the delivered copy has them. Call `start()` before the mails are sent (e.g. in
 * beforeAll) and `stop()` after.
 */
export function mailDrop() {
  let dir: string | null = null;
  let saved: string | undefined;
  return {
    start() {
      saved = process.env.MAIL_DROP_DIR;
      dir ??= mkdtempSync(join(tmpdir(), 'mail-drop-'));
      process.env.MAIL_DROP_DIR = dir;
    },
    /** Mail is no longer delivered here (what was delivered stays readable). */
    pause() {
      if (saved === undefined) delete process.env.MAIL_DROP_DIR;
      else process.env.MAIL_DROP_DIR = saved;
    },
    stop() {
      this.pause();
      if (dir) rmSync(dir, { recursive: true, force: true });
      dir = null;
    },
    /** Every mail delivered to `to` (case-insensitive), oldest first. */
    to(to: string): DeliveredMail[] {
      if (!dir) throw new Error('mailDrop not started');
      return readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => JSON.parse(readFileSync(join(dir!, f), 'utf8')) as DeliveredMail)
        .filter((m) => m.to.toLowerCase() === to.toLowerCase());
    },
  };
}
