import Link from 'next/link';

/** Fallback for requests outside the locale routing (e.g. unknown files); pages use [locale]/not-found. */
export default function GlobalNotFound() {
  return (
    <html lang="pt-BR">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        <h1>Página não encontrada</h1>
        <p>
          <Link href="/">Voltar ao início</Link>
        </p>
      </body>
    </html>
  );
}
