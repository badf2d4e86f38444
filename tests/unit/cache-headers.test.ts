import { NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { localeCookie } from '@/i18n/preference';
import { applyCacheRules } from '@/lib/http/cache-headers';

describe('what the proxy answers, for shared caches', () => {
  it('a locale-cookie response is private and varies on the cookie and Accept-Language', () => {
    const response = NextResponse.next();
    response.headers.set('Vary', 'RSC');
    response.cookies.set('NEXT_LOCALE', 'pt', { path: '/', maxAge: 60, sameSite: 'lax' });
    applyCacheRules('/', response, { secureCookies: false });
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toBe('RSC, Accept-Language, Cookie');
    expect(response.headers.get('set-cookie')).not.toMatch(/secure/i);
  });

  it('marks the locale cookie Secure when the site is https', () => {
    const redirect = NextResponse.redirect('https://www.empresa.example/en', 307);
    redirect.cookies.set('NEXT_LOCALE', 'en', { path: '/', maxAge: 60, sameSite: 'lax' });
    applyCacheRules('/', redirect, { secureCookies: true });
    expect(redirect.headers.get('set-cookie')).toMatch(/^NEXT_LOCALE=en; Path=\/; .*Secure/i);
    expect(redirect.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('any other cookie keeps the answer out of every store', () => {
    const response = NextResponse.next();
    response.cookies.set('NEXT_LOCALE', 'pt', { path: '/' });
    response.cookies.set('session_token', 'x', { path: '/', httpOnly: true });
    applyCacheRules('/en/auth', response, { secureCookies: false });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('a signed-in page that also sets the locale cookie stays out of every store', () => {
    const response = NextResponse.next();
    response.headers.set('Cache-Control', 'private, no-store');
    response.cookies.set('NEXT_LOCALE', 'en', { path: '/' });
    applyCacheRules('/en/admin/leads', response, { secureCookies: false });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('leaves a prefixed page without cookies to its own caching and Vary', () => {
    const response = NextResponse.next();
    applyCacheRules('/en/sobre', response, { secureCookies: true });
    expect(response.headers.get('cache-control')).toBeNull();
    expect(response.headers.get('vary')).toBeNull();
    // An unprefixed page without cookies still varies: the cookie or language could redirect it.
    const pt = NextResponse.next();
    applyCacheRules('/sobre', pt, { secureCookies: true });
    expect(pt.headers.get('cache-control')).toBeNull();
    expect(pt.headers.get('vary')).toBe('Accept-Language, Cookie');
  });

  it('a link page is no-store with or without the locale cookie, and any page given a token too', () => {
    for (const path of ['/auth', '/en/newsletter/confirmar', '/es/newsletter/cancelar/']) {
      const plain = NextResponse.next();
      applyCacheRules(path, plain, { secureCookies: false });
      expect(plain.headers.get('cache-control'), path).toBe('private, no-store');
      const withCookie = NextResponse.next();
      withCookie.cookies.set('NEXT_LOCALE', 'en', { path: '/' });
      applyCacheRules(path, withCookie, { secureCookies: false });
      expect(withCookie.headers.get('cache-control'), path).toBe('private, no-store');
    }
    const tokened = NextResponse.next();
    applyCacheRules('/en/sobre', tokened, { secureCookies: false, search: new URLSearchParams('token=abc') });
    expect(tokened.headers.get('cache-control')).toBe('private, no-store');
    const other = NextResponse.next();
    applyCacheRules('/en/authors', other, { secureCookies: false });
    expect(other.headers.get('cache-control')).toBeNull();
  });

  it('the browser sets the cookie Secure on https too', () => {
    expect(localeCookie('en', true)).toBe('NEXT_LOCALE=en; path=/; max-age=31536000; samesite=lax; secure');
    expect(localeCookie('es', false)).toBe('NEXT_LOCALE=es; path=/; max-age=31536000; samesite=lax');
  });
});

describe('the production server keeps every layer’s Vary', () => {
  it('adds Next’s page Vary to the proxy’s instead of replacing it', async () => {
    const { accumulateVary, mergeVaryValues } = await import('../../scripts/vary.mjs');
    const { ServerResponse, IncomingMessage } = await import('node:http');
    const { Socket } = await import('node:net');
    const res = accumulateVary(new ServerResponse(new IncomingMessage(new Socket())));
    res.setHeader('Vary', 'Accept-Language, Cookie');
    res.setHeader('Vary', 'rsc, next-router-state-tree');
    expect(res.getHeader('vary')).toBe('Accept-Language, Cookie, rsc, next-router-state-tree');
    expect(mergeVaryValues('Cookie', ['cookie', 'Accept-Encoding'])).toBe('Cookie, Accept-Encoding');
    expect(mergeVaryValues('Cookie', '*')).toBe('*');
  });
});
