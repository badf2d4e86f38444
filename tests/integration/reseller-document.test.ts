import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '@/lib/db/client';
import { userRoles } from '@/lib/db/schema';
import { submitResellerApplication } from '@/lib/resellers/submit';
import { contentDisposition, downloadFileName } from '@/lib/uploads/download';
import { testCnpj, testDatabases } from './helpers';

/*
 * The admin's "Baixar documento": whatever name the applicant gave the file, it downloads under
 * the type its bytes were detected as at upload.
 */
const ADMIN = { id: `admin-${randomUUID()}` };
// The routes read their texts with next-intl's server API, which needs Next's request scope outside a test.
vi.mock('next-intl/server', async () => (await import('./next-intl-server')).nextIntlServer);
vi.mock('@/lib/auth', () => ({ getCurrentUser: async () => ({ ...ADMIN, isAdmin: true }) }));

const KEY = Symbol.for('site.db');
type Holder = { [KEY]?: Promise<DbHandle> };

const HTA = new TextEncoder().encode('%PDF-1.7\n<HTA:APPLICATION ID="x"><script>new ActiveXObject("WScript.Shell")</script>\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

const application = (n: number) => {
  return {
    razao_social: 'Arquivos Perigosos Ltda',
    nome_fantasia: `Arquivos ${n}`,
    cnpj: testCnpj(90_000_000 + n),
    nome_responsavel: 'Pessoa Teste',
    cargo: 'Diretora',
    email: `arquivos${n}@example.org`,
    telefone: '(51) 99876-5432',
    website: '',
    endereco: 'Rua A',
    numero: '1',
    bairro: 'Centro',
    cidade: 'Porto Alegre',
    estado: 'RS',
    cep: '90160-093',
    especialidades: ['msp'],
    cidades_atuacao: ['Porto Alegre'],
    aceite_termos: true,
    aceite_publicacao: true,
  };
};

for (const target of testDatabases()) {
  describe(`reseller document downloads on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    let dataDir: string;
    let n = 0;

    beforeAll(async () => {
      ({ handle, cleanup } = await target.open());
      (globalThis as Holder)[KEY] = Promise.resolve(handle);
      await handle.db.insert(userRoles).values({ userId: ADMIN.id, role: 'admin' });
      dataDir = await mkdtemp(join(tmpdir(), 'reseller-doc-'));
      vi.stubEnv('PGLITE_DIR', join(dataDir, 'pglite'));
      vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', '');
      vi.stubEnv('SUPABASE_SERVICE_ROLE_KEY', '');
      vi.stubEnv('SMTP_URL', '');
      vi.stubEnv('SITE_URL', 'https://www.empresa.example');
    }, 60_000);
    afterAll(async () => {
      vi.unstubAllEnvs();
      delete (globalThis as Holder)[KEY];
      await cleanup?.();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    async function download(name: string, data: Uint8Array, query = '') {
      n++;
      const stored = await submitResellerApplication(handle.db, application(n), { name, data }, { ip: `198.51.100.${n}`, locale: 'pt' });
      if (!stored.ok || !stored.id) throw new Error(JSON.stringify(stored));
      const { GET } = await import('@/app/api/admin/resellers/[id]/document/route');
      return GET(new Request(`https://www.empresa.example/api/admin/resellers/${stored.id}/document${query}`), {
        params: Promise.resolve({ id: stored.id }),
      });
    }

    it('an .hta that starts like a PDF downloads as .pdf, application/pdf', async () => {
      const response = await download('Contrato_Social.hta', HTA);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="Contrato_Social.pdf"; filename*=UTF-8''Contrato_Social.pdf`,
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(HTA))).toBe(true);
    });

    it('names come from the detected type whatever the uploader called the file, inline too', async () => {
      const png = await download('foto.jpg.exe', PNG, '?inline=1');
      expect(png.headers.get('content-type')).toBe('image/png');
      expect(png.headers.get('content-disposition')).toBe(`inline; filename="foto_jpg.png"; filename*=UTF-8''foto_jpg.png`);
      const jpeg = await download('cartão "CNPJ".svg', JPEG);
      expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
      expect(jpeg.headers.get('content-disposition')).toBe(
        `attachment; filename="cartao CNPJ.jpg"; filename*=UTF-8''cart%C3%A3o%20CNPJ.jpg`,
      );
    });
  });
}

describe('download names', () => {
  it('keep a safe stem and take the extension of the detected type', () => {
    expect(downloadFileName('Contrato_Social.hta', 'application/pdf')).toBe('Contrato_Social.pdf');
    expect(downloadFileName('C:\\docs\\relatório final.PDF', 'application/pdf')).toBe('relatório final.pdf');
    expect(downloadFileName('.htaccess', 'image/png')).toBe('_htaccess.png');
    expect(downloadFileName('', 'image/jpeg')).toBe('documento.jpg');
    expect(downloadFileName(null, 'application/pdf')).toBe('documento.pdf');
    expect(downloadFileName('a\u202Egpj.exe', 'image/jpeg')).toBe('a_gpj.jpg');
    expect(contentDisposition('attachment', 'relatório.pdf')).toBe(
      `attachment; filename="relatorio.pdf"; filename*=UTF-8''relat%C3%B3rio.pdf`,
    );
  });
});
