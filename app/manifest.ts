import type { MetadataRoute } from 'next';
import { COMPANY } from '@/lib/config/company';

/** Installed-app name on home screens: the company name when short enough, else its first word. */
const shortName = COMPANY.name.length <= 12 ? COMPANY.name : COMPANY.name.split(/\s+/)[0]!.slice(0, 12);

/** The web app manifest (/manifest.webmanifest), linked from every page's head by Next. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: COMPANY.name,
    short_name: shortName,
    description: 'Suporte de TI, cloud, backup, automação e segurança para empresas: serviços, conteúdos e contato em um toque.',
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#ffffff',
    background_color: '#ffffff',
    categories: ['business', 'productivity'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
