import { isUf, UFS, type Uf } from '@/lib/config/brazil';
import type { DirectoryPartner } from '@/lib/partners/directory';
import { fold, hasPhrase, hasWordStarting } from './text';

/**
 * Intent matching of the offline assistant. The vocabulary covers Portuguese, English and Spanish
 * at once (accents and case ignored), since a visitor may write in any of them on any page. A
 * pattern is a whole-word phrase; a trailing '*' makes its last word a prefix ('orcament*').
 */

export const INTENTS = [
  'quote',
  'partners',
  'price',
  'services',
  'hours',
  'contact',
  'certifications',
  'cases',
  'migration',
  'backup',
  'lgpd',
  'greeting',
  'thanks',
] as const;
export type Intent = (typeof INTENTS)[number];

const PATTERNS: Record<Intent, string[]> = {
  quote: [
    'orcament*',
    'cotac*',
    'cotiz*',
    'presupuest*',
    'proposta*',
    'propuesta*',
    'quote*',
    'quotation',
    'contratar',
    'hire',
    'sign up',
    'falar com *',
    'falar com um',
    'talk to *',
    'speak to *',
    'speak with *',
    'hablar con *',
    'especialista*',
    'specialist*',
    'expert*',
    'vendedor*',
    'comercial',
    'sales',
    'ventas',
    'atendente*',
    'humano',
    'human',
    'pessoa real',
    'real person',
    'me lig*',
    'me liguem',
    'call me',
    'llamenme',
    'me contat*',
    'contact me',
    'contactenme',
    'me retorn*',
    'get back to me',
    'ser contatad*',
    'diagnostico gratuito',
    'free diagnostic',
    'free assessment',
    'agendar*',
    'schedule a',
    'reuniao',
    'meeting',
    'reunion',
  ],
  partners: [
    'parceir*',
    'partner*',
    'revend*',
    'resell*',
    'distribuidor*',
    'representante*',
    'dealer*',
    'socios oficiales',
    'minha cidade',
    'my city',
    'mi ciudad',
    'minha regiao',
    'my area',
    'my region',
    'mi region',
    'presencial*',
    'on site',
    'onsite',
    'in person',
    'perto de mim',
    'near me',
    'cerca de mi',
    'atendem',
    'atende',
    'atender',
    'atienden',
    'atiende',
    'do you serve',
    'do you cover',
    'cubren',
    'regioes',
    'regiao',
    'regions',
    'regiones',
  ],
  price: [
    'preco*',
    'price*',
    'pricing',
    'precio*',
    'quanto custa*',
    'quanto sai',
    'quanto e',
    'how much',
    'cuanto cuesta*',
    'cuanto vale',
    'cuanto sale',
    'custa',
    'custo*',
    'cost',
    'costs',
    'costo*',
    'valor*',
    'mensalidade*',
    'monthly fee',
    'mensualidad*',
    'tarifa*',
    'fee',
    'fees',
    'planos',
    'plans',
    'planes',
    'barato',
    'cheap*',
    'investimento',
    'investment',
    'inversion',
  ],
  services: [
    'servicos',
    'servico',
    'services',
    'servicios',
    'solucoes',
    'solutions',
    'soluciones',
    'portfolio',
    'oferec*',
    'offer',
    'offers',
    'ofrec*',
    'o que voces fazem',
    'what do you do',
    'que hacen',
    'catalogo',
    'catalogue',
    'catalog',
  ],
  hours: [
    'horario*',
    'hours',
    'opening',
    'open on',
    'are you open',
    'abre*',
    'abert*',
    'fecha',
    'closing',
    'expediente',
    'sabado*',
    'saturday*',
    'domingo*',
    'sunday*',
    'fim de semana',
    'weekend',
    'fin de semana',
    'feriado*',
    'holiday*',
    '24 7',
    '24h',
    'emergencia*',
    'emergency',
    'plantao',
  ],
  contact: [
    'telefone*',
    'phone',
    'telefono*',
    'email',
    'e mail',
    'correo',
    'endereco*',
    'address',
    'direccion*',
    'contato',
    'contact',
    'contacto',
    'whatsapp',
    'onde fica*',
    'where are you',
    'donde estan',
    'localizac*',
    'location',
    'ubicac*',
    'escritorio*',
    'office*',
    'oficina*',
    'sede',
    'filial',
    'branch',
  ],
  certifications: [
    'certifica*',
    'certified',
    'certificate*',
    'iso',
    'iso 27001',
    '27001',
    'microsoft partner',
    'aws partner',
    'gold',
    'credenc*',
    'credential*',
    'homologac*',
  ],
  cases: [
    'casos de sucesso',
    'caso de sucesso',
    'case de sucesso',
    'cases',
    'case study',
    'case studies',
    'success stor*',
    'success case*',
    'casos de exito',
    'caso de exito',
    'clientes',
    'clients',
    'customers',
    'depoimento*',
    'testimonial*',
    'testimonio*',
    'referencias',
    'references',
    'resultados',
    'results',
    'quem ja',
    'who has',
  ],
  migration: [
    'migr*',
    'mudar para a nuvem',
    'levar para a nuvem',
    'move to the cloud',
    'moving to the cloud',
    'pasar a la nube',
    'llevar a la nube',
  ],
  backup: [
    'backup*',
    'copia de seguranca',
    'copias de seguranca',
    'respaldo*',
    'copia de seguridad',
    'copias de seguridad',
    'ransomware',
    'restaur*',
    'restore',
    'recuperar dados',
    'data recovery',
    'recuperar datos',
    '3 2 1',
  ],
  lgpd: [
    'lgpd',
    'gdpr',
    'protecao de dados',
    'data protection',
    'proteccion de datos',
    'privacidade',
    'privacy',
    'privacidad',
    'dados pessoais',
    'personal data',
    'datos personales',
    'dpo',
    'anpd',
    'encarregado',
  ],
  greeting: [
    'oi',
    'ola',
    'bom dia',
    'boa tarde',
    'boa noite',
    'hello',
    'hi',
    'hey',
    'good morning',
    'good afternoon',
    'hola',
    'buenos dias',
    'buenas tardes',
    'buenas',
  ],
  thanks: ['obrigad*', 'valeu', 'thank*', 'thx', 'gracias', 'agradec*'],
};

/** Words that mark the cloud in a migration question ('migrar para a nuvem'). */
const CLOUD_WORDS = [
  'nuvem',
  'cloud',
  'nube',
  'azure',
  'aws',
  'microsoft 365',
  'office 365',
  'google workspace',
  'servidor de arquivos',
  'file server',
  'servidor de archivos',
  'sharepoint',
  'onedrive',
];

function matches(folded: string, pattern: string): boolean {
  if (pattern.endsWith(' *')) return hasPhrase(folded, pattern.slice(0, -2));
  if (pattern.endsWith('*')) {
    const words = pattern.slice(0, -1).split(' ');
    const last = words.pop()!;
    if (!words.length) return hasWordStarting(folded, last);
    const head = fold(words.join(' '));
    return ` ${folded}`.includes(` ${head} ${fold(last)}`);
  }
  return hasPhrase(folded, pattern);
}

/**
 * The weight of the best pattern of a list found in the text (0: none): its length, so longer,
 * more specific names win; a pattern marked '~' is generic ('cloud', 'suporte') and weighs 1.
 */
function bestMatch(folded: string, patterns: readonly string[]): number {
  let best = 0;
  for (const p of patterns) {
    const generic = p.startsWith('~');
    const weight = generic ? 1 : p.length;
    if (weight > best && matches(folded, generic ? p.slice(1) : p)) best = weight;
  }
  return best;
}

/** The intents a message shows. */
export function detectIntents(message: string): Set<Intent> {
  const folded = fold(message);
  const found = new Set<Intent>();
  for (const intent of INTENTS) if (bestMatch(folded, PATTERNS[intent])) found.add(intent);
  // Migration means moving to the cloud; 'migrar o e-mail' names the cloud too (e-mail in the cloud).
  if (found.has('migration') && !bestMatch(folded, CLOUD_WORDS) && !hasWordStarting(folded, 'mail') && !hasPhrase(folded, 'e mail')) {
    found.delete('migration');
  }
  return found;
}

/** A message that is only a greeting or thanks ('Olá!', 'obrigado') carries no question. */
export function isSmallTalk(message: string): boolean {
  return fold(message).split(' ').length <= 4;
}

export type ServiceAliasKey =
  'msp' | 'newSmartCloud' | 'cloud' | 'backup' | 'iot' | 'security' | 'messaging' | 'email' | 'storage' | 'peopleCounter' | 'consulting';

/** Names visitors use for each service, beyond the pages' own names and keywords. */
const SERVICE_ALIASES: Record<ServiceAliasKey, string[]> = {
  msp: [
    'msp',
    '~suporte*',
    '~support',
    '~soporte*',
    'help desk',
    'helpdesk',
    'mesa de ayuda',
    'ti gerenciad*',
    'managed it',
    'ti gestionad*',
    'it support',
    'outsourcing',
    'terceiriz*',
    'tercerizac*',
    'manutenc*',
    'maintenance',
    'mantenimiento',
  ],
  newSmartCloud: [
    'new smart cloud',
    'smart cloud',
    'nuvem privada',
    'private cloud',
    'nube privada',
    'nuvem hibrida',
    'hybrid cloud',
    'nube hibrida',
    'servidores virtuais',
    'virtual server*',
    'servidores virtuales',
    'vps',
    'iaas',
  ],
  cloud: ['~cloud', '~nuvem', '~nube', 'file server', 'servidor de arquivos', 'servidor de archivos', 'sharepoint', 'onedrive'],
  backup: ['backup*', 'copia de seguranca', 'copias de seguranca', 'respaldo*', 'copia de seguridad', 'copias de seguridad'],
  iot: [
    'iot',
    'automac*',
    'automation',
    'automatizac*',
    'domotica',
    'sensor*',
    'iluminac*',
    'lighting',
    'ar condicionado',
    'hvac',
    'eficiencia energetica',
    'energy efficiency',
  ],
  security: [
    'seguranca eletronica',
    'seguranca inteligente',
    'smart security',
    'seguridad electronica',
    'seguridad inteligente',
    'electronic security',
    'camera*',
    'camara*',
    'cftv',
    'cctv',
    'alarme*',
    'alarm*',
    'controle de acesso',
    'access control',
    'control de acceso',
    'videomonitoramento',
    'video monitoring',
  ],
  messaging: [
    'pabx',
    'ipbx',
    'pbx',
    'ura',
    'ivr',
    'central de atendimento',
    'contact center',
    'call center',
    'centralita',
    'whatsapp business',
    'mensageria',
    'messaging',
    'mensajeria',
    'voip',
  ],
  email: [
    'email corporativo',
    'e mail corporativo',
    'correo corporativo',
    'business email',
    'business e mail',
    'corporate email',
    'dominio proprio',
    'custom domain',
    'telefonia*',
    'telephony',
    'anti spam',
    'antispam',
  ],
  storage: ['storage', 'nas', 'san', 'armazenamento', 'almacenamiento', 'snapshot*'],
  peopleCounter: [
    'contador de pessoas',
    'contadores de pessoas',
    'contagem de pessoas',
    'people counter*',
    'people counting',
    'contador de personas',
    'contadores de personas',
    'conteo de personas',
    'fluxo de visitantes',
    'foot traffic',
    'visitor count*',
    'lotacao',
    'occupancy',
    'aforo',
  ],
  consulting: [
    'consultoria*',
    'consulting',
    'consultor*',
    'projeto especial',
    'projetos especiais',
    'special project*',
    'proyecto especial',
    'proyectos especiales',
  ],
};

/**
 * The service a message names, by the longest name or alias found (so 'new smart cloud' beats
 * 'cloud'); `names` adds each service's own names and keywords from the content. Null when none.
 */
export function findService(message: string, names: Partial<Record<ServiceAliasKey, string[]>> = {}): ServiceAliasKey | null {
  const folded = fold(message);
  let best: { key: ServiceAliasKey; length: number } | null = null;
  for (const key of Object.keys(SERVICE_ALIASES) as ServiceAliasKey[]) {
    const length = bestMatch(folded, [...SERVICE_ALIASES[key], ...(names[key] ?? [])]);
    if (length && (!best || length > best.length)) best = { key, length };
  }
  return best?.key ?? null;
}

export interface RegionMatch {
  states: Uf[];
  /** Cities named in the message, as the partners' territories spell them. */
  cities: string[];
  /** A place named after 'em', 'in', 'en' … that is neither ('Manaus'): a city no partner serves. */
  other: string | null;
}

/** 'em Manaus', 'in Rio Branco', 'en São José dos Campos': a capitalised name after a preposition. */
const PLACE = /(?:^|\s)(?:em|no|na|in|en|near|perto de|cerca de)\s+(\p{Lu}[\p{L}'-]+(?:\s+(?:d[aeo]s?\s+)?\p{Lu}[\p{L}'-]+)*)/u;

/**
 * States and cities a message names: a state code written in capitals ('SP') or after a slash or
 * dash ('Campinas/sp'), a state's name, or a city some partner serves.
 */
export function findRegion(message: string, partners: readonly DirectoryPartner[]): RegionMatch {
  const folded = fold(message);
  const states = new Set<Uf>();
  for (const { code, name } of UFS) {
    if (new RegExp(`(^|[^A-Za-z])${code}([^A-Za-z]|$)`).test(message) || new RegExp(`[/-]\\s*${code}\\b`, 'i').test(message))
      states.add(code);
    if (hasPhrase(folded, name)) states.add(code);
  }
  const cities = new Map<string, string>();
  for (const p of partners)
    for (const area of p.areas)
      for (const city of area.cities) {
        const key = fold(city);
        if (key.length > 2 && !cities.has(key) && hasPhrase(folded, city)) cities.set(key, city);
      }
  const place = PLACE.exec(message)?.[1] ?? null;
  const other = place && !states.size && !cities.size && !isUf(place) ? place : null;
  return { states: [...states], cities: [...cities.values()], other };
}

/** Partners serving any of the cities (first) or states named. */
export function partnersFor(region: RegionMatch, partners: readonly DirectoryPartner[]): DirectoryPartner[] {
  const cityKeys = new Set(region.cities.map(fold));
  const byCity = partners.filter((p) => p.areas.some((a) => a.cities.some((c) => cityKeys.has(fold(c)))));
  const byState = partners.filter((p) => !byCity.includes(p) && p.areas.some((a) => (region.states as string[]).includes(a.stateCode)));
  return [...byCity, ...byState];
}
