import Link from 'next/link';
import pt from '@/messages/pt.json';

/** Fallback for requests outside the locale routing (e.g. unknown files); pages use [locale]/not-found. */
export default function GlobalNotFound() {
  return (
    <html lang="pt-BR">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        <h1>{pt.NotFound.title}</h1>
        <p>{pt.NotFound.description}</p>
        <p>
          <Link href="/">{pt.NotFound.home}</Link>
        </p>
      </body>
    </html>
  );
}
