import type { DialogKey, ServicePageKey } from './types';

/**
 * Language-independent facts of the page content, kept once and merged with each locale's text
 * (content/<kind>/<locale>…yaml) by lib/content/pages.ts. Order here is display order.
 */

export const TESTIMONIALS = [
  {
    id: 'fernanda-ribeiro',
    name: 'Fernanda Ribeiro',
    company: 'Clínica Bem-Estar Paulista',
    initials: 'FR',
    rating: 5,
    category: 'support',
  },
  { id: 'marcelo-tavares', name: 'Marcelo Tavares', company: 'Metalúrgica Ribeira', initials: 'MT', rating: 5, category: 'security' },
  { id: 'juliana-costa', name: 'Juliana Costa', company: 'Cerrado Logística', initials: 'JC', rating: 5, category: 'cloud' },
  {
    id: 'paulo-henrique-souza',
    name: 'Paulo Henrique Souza',
    company: 'Souza & Lacerda Contabilidade',
    initials: 'PS',
    rating: 5,
    category: 'backup',
  },
  {
    id: 'camila-nogueira',
    name: 'Camila Nogueira',
    company: 'Pousada Recanto das Águas',
    initials: 'CN',
    rating: 5,
    category: 'automation',
  },
  { id: 'andre-martins', name: 'André Martins', company: 'Colégio Horizonte Azul', initials: 'AM', rating: 5, category: 'support' },
] as const;

/** Client names of the trust bar. */
export const TRUSTED_BY = [
  'Hospital Nova Aurora',
  'Hotel Mirante da Serra',
  'Condomínio Jardim das Palmeiras',
  'Metalúrgica Ribeira',
  'Empório Terra Viva',
  'Cerrado Logística',
  'Moraes Vilela Advogados',
  'Colégio Horizonte Azul',
] as const;

export const SUCCESS_CASES: readonly { slug: string; client: string; location: string; service: ServicePageKey; quoteAuthor?: string }[] = [
  {
    slug: 'escritorio-de-advocacia-suporte-gerenciado',
    client: 'Moraes Vilela Advogados',
    location: 'Campinas – SP',
    service: 'msp',
    quoteAuthor: 'Luciana Moraes',
  },
  {
    slug: 'hospital-backup-contra-ransomware',
    client: 'Hospital Nova Aurora',
    location: 'Ribeirão Preto – SP',
    service: 'backup',
    quoteAuthor: 'Dr. Roberto Campos',
  },
  {
    slug: 'hotel-automacao-iot-economia-de-energia',
    client: 'Hotel Mirante da Serra',
    location: 'Gramado – RS',
    service: 'iot',
    quoteAuthor: 'Camila Becker',
  },
  {
    slug: 'rede-varejo-contadores-de-pessoas',
    client: 'Empório Terra Viva',
    location: 'Belo Horizonte – MG',
    service: 'peopleCounter',
    quoteAuthor: 'Rafael Duarte',
  },
  { slug: 'condominio-seguranca-inteligente', client: 'Condomínio Jardim das Palmeiras', location: 'Barueri – SP', service: 'security' },
];

/** Tailwind gradient of each hero dialog. */
export const DIALOG_GRADIENTS: Record<DialogKey, string> = {
  security: 'from-rose-600 to-orange-500',
  iot: 'from-emerald-600 to-teal-500',
  cloud: 'from-sky-600 to-cyan-500',
  msp: 'from-blue-600 to-indigo-500',
  boost: 'from-amber-500 to-orange-600',
  explore: 'from-violet-600 to-indigo-500',
};
export const DIALOG_KEYS = Object.keys(DIALOG_GRADIENTS) as DialogKey[];

/** Legal documents: date of the current version and the anchor ids of their sections, in order. */
export const LEGAL_DOCUMENTS = {
  privacy: {
    updated: '2026-11-23',
    sections: [
      'controller',
      'data-you-provide',
      'accounts',
      'usage-metrics',
      'cookies',
      'purposes-and-legal-bases',
      'sharing',
      'international-transfers',
      'retention',
      'security',
      'your-rights',
      'changes',
    ],
  },
  terms: {
    updated: '2026-11-01',
    sections: [
      'acceptance',
      'site-and-services',
      'accounts',
      'acceptable-use',
      'intellectual-property',
      'prices-and-offers',
      'reseller-program',
      'third-party-links',
      'availability',
      'liability',
      'changes',
      'governing-law',
    ],
  },
  lgpd: {
    updated: '2026-11-01',
    sections: [
      'roles',
      'principles',
      'legal-bases',
      'governance',
      'processors-and-transfers',
      'client-data',
      'security',
      'incident-response',
      'data-subject-rights',
      'how-to-exercise',
      'related-documents',
    ],
  },
} as const;
export type LegalDocumentKey = keyof typeof LEGAL_DOCUMENTS;

/** Years of the company timeline on the about page. */
export const TIMELINE_YEARS = ['2003', '2009', '2012', '2015', '2018', '2020', '2022', '2025'] as const;
