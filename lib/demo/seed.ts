import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { createLocalAuth } from '@/lib/auth/local';
import { COMPANY } from '@/lib/config/company';
import { serverEnv } from '@/lib/config/env';
import { pgliteDir, type Db } from '@/lib/db/client';
import { authUsers, partners, partnerTerritories, userRoles } from '@/lib/db/schema';

interface SeedPartner {
  name: string;
  stateCode: string | null;
  city: string | null;
  active?: boolean;
  territories: { stateCode: string; cities: string[] }[];
}

/** Demo partners: 5+ states, one without territory cities, one without territories, one inactive. */
export const SEED_PARTNERS: SeedPartner[] = [
  {
    name: 'TechSul Soluções',
    stateCode: 'RS',
    city: 'Porto Alegre',
    territories: [
      { stateCode: 'RS', cities: ['Porto Alegre', 'Canoas', 'Novo Hamburgo', 'Caxias do Sul', 'Gravataí', 'São Leopoldo', 'Pelotas'] },
    ],
  },
  {
    name: 'Conecta Nordeste TI',
    stateCode: 'PE',
    city: 'Recife',
    territories: [{ stateCode: 'PE', cities: ['Recife', 'Olinda', 'Jaboatão dos Guararapes', 'Caruaru'] }],
  },
  {
    name: 'Cerrado Digital',
    stateCode: 'GO',
    city: 'Goiânia',
    territories: [
      { stateCode: 'GO', cities: ['Goiânia', 'Anápolis', 'Aparecida de Goiânia'] },
      { stateCode: 'DF', cities: ['Brasília'] },
    ],
  },
  {
    name: 'Minas Cloud Partners',
    stateCode: 'MG',
    city: 'Belo Horizonte',
    territories: [{ stateCode: 'MG', cities: ['Belo Horizonte', 'Contagem', 'Betim', 'Uberlândia'] }],
  },
  {
    name: 'Rio Conecta TI',
    stateCode: 'RJ',
    city: 'Rio de Janeiro',
    territories: [{ stateCode: 'RJ', cities: ['Rio de Janeiro', 'Niterói', 'Duque de Caxias'] }],
  },
  {
    name: 'Paraná Smart IT',
    stateCode: 'PR',
    city: 'Curitiba',
    territories: [{ stateCode: 'PR', cities: [] }],
  },
  { name: 'Bahia Tech Services', stateCode: 'BA', city: 'Salvador', territories: [] },
  {
    name: 'Amazônia Digital',
    stateCode: 'AM',
    city: 'Manaus',
    territories: [{ stateCode: 'AM', cities: ['Manaus'] }],
  },
  {
    name: 'Capixaba Redes',
    stateCode: 'ES',
    city: 'Vitória',
    territories: [{ stateCode: 'ES', cities: ['Vitória', 'Vila Velha', 'Serra', 'Cariacica'] }],
  },
  { name: 'Rede Nacional MSP', stateCode: null, city: null, territories: [] },
  {
    name: 'Litoral Paulista TI',
    stateCode: 'SP',
    city: 'Santos',
    active: false,
    territories: [{ stateCode: 'SP', cities: ['Santos', 'Guarujá'] }],
  },
];

export const DEMO_PARTNER_NAME = 'TechSul Soluções';

function generatedPassword() {
  return `${randomBytes(9).toString('base64url')}-${randomBytes(3).toString('hex')}`;
}

export interface SeedResult {
  partnersCreated: number;
  users: { email: string; role: string; password: string | null }[];
}

/** Idempotent demo data. Users are created only with the embedded auth. */
export async function seed(db: Db, options: { withUsers: boolean; log?: (line: string) => void }): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  let partnersCreated = 0;
  for (const p of SEED_PARTNERS) {
    const inserted = await db
      .insert(partners)
      .values({ name: p.name, stateCode: p.stateCode, city: p.city, active: p.active ?? true })
      .onConflictDoNothing({ target: partners.name })
      .returning({ id: partners.id });
    const id = inserted[0]?.id;
    if (!id) continue;
    partnersCreated++;
    // The home state (stateCode) is listed first wherever the territories are shown: territories
    // read back in created_at order, and inside one transaction now() does not move, so each gets
    // its own increasing time.
    const base = Date.now();
    if (p.territories.length)
      await db
        .insert(partnerTerritories)
        .values(p.territories.map((t, i) => ({ partnerId: id, stateCode: t.stateCode, cities: t.cities, createdAt: new Date(base + i) })));
  }
  log(`partners: ${partnersCreated} created (${SEED_PARTNERS.length} in the demo set)`);

  const users: SeedResult['users'] = [];
  if (!options.withUsers) return { partnersCreated, users };

  const auth = createLocalAuth(db);
  const [demoPartner] = await db.select({ id: partners.id }).from(partners).where(eq(partners.name, DEMO_PARTNER_NAME));
  const env = serverEnv();
  const demoPassword = env.SEED_DEMO_PASSWORD ?? null;
  const wanted = [
    {
      email: (env.SEED_ADMIN_EMAIL ?? `admin@${COMPANY.host}`).toLowerCase(),
      password: env.SEED_ADMIN_PASSWORD ?? null,
      name: 'Administrador',
      role: 'admin' as const,
    },
    { email: `parceiro@${COMPANY.host}`, password: demoPassword, name: 'Parceiro Demonstração', role: 'partner' as const },
    { email: `cliente@${COMPANY.host}`, password: demoPassword, name: 'Cliente Demonstração', role: null },
  ];

  for (const u of wanted) {
    const [existing] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, u.email));
    let userId = existing?.id;
    let shownPassword: string | null = null;
    if (!userId) {
      const password = u.password ?? generatedPassword();
      const created = await auth.api.signUpEmail({ body: { email: u.email, password, name: u.name } });
      userId = created.user.id;
      shownPassword = u.password ? null : password;
      if (u.role) {
        await db
          .insert(userRoles)
          .values({ userId, role: u.role, partnerId: u.role === 'partner' ? (demoPartner?.id ?? null) : null })
          .onConflictDoNothing();
      }
    } else if (u.role) {
      // Roles go only to accounts the seed creates: anyone may sign up as admin@… before a seed runs.
      const [held] = await db
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.role, u.role)));
      if (!held) {
        const warning = `REFUSED: ${u.email} already exists and was not created by the seed, so it does not get the ${u.role} role. Grant it by hand if that account is really yours.`;
        log(warning);
        console.warn(warning);
        users.push({ email: u.email, role: 'refused', password: null });
        continue;
      }
    }
    users.push({ email: u.email, role: u.role ?? 'client', password: shownPassword });
  }
  return { partnersCreated, users };
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(partners);
  return (row?.n ?? 0) === 0;
}

/** Where generated passwords go when there is no terminal to show them on: beside the embedded database. */
export function credentialsFile(): string {
  return join(dirname(pgliteDir()), 'initial-credentials.txt');
}

/**
 * Hands generated passwords to the person running the seed, never to a log: printed once when the
 * output is a terminal; otherwise appended to a file only the owner can read, and only its path
 * is printed. Returns that file, or null when nothing was written.
 */
export function deliverCredentials(
  users: SeedResult['users'],
  {
    out = process.stdout,
    file = credentialsFile(),
    now = new Date(),
  }: { out?: { isTTY?: boolean; write(text: string): unknown }; file?: string; now?: Date } = {},
): string | null {
  const line = (u: SeedResult['users'][number]) => `${u.role.padEnd(7)} ${u.email}${u.password ? `  password: ${u.password}` : ''}`;
  if (!users.some((u) => u.password) || out.isTTY) {
    for (const u of users) out.write(`[db] ${line(u)}${u.password ? '  (shown once)' : ''}\n`);
    return null;
  }
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, [`# ${now.toISOString()} accounts created by the seed`, ...users.map(line), ''].join('\n'), {
    mode: 0o600,
    flag: 'a',
  });
  chmodSync(file, 0o600);
  for (const u of users) out.write(`[db] ${u.role.padEnd(7)} ${u.email}\n`);
  out.write(`[db] Generated passwords were written to ${file} (readable by this user only); delete it once they are stored safely.\n`);
  return file;
}
