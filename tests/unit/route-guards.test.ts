/**
 * Which locale-less paths need a session or a role (the proxy's route guards), and where a
 * visitor who may not enter is sent: to sign in when anonymous, home when the role is missing.
 */
import { describe, expect, it } from 'vitest';
import { denial, guardFor } from '@/lib/auth/guards';
import type { AuthUser } from '@/lib/auth/types';

const user = (fields: Partial<AuthUser> = {}): AuthUser => ({
  id: 'user-1',
  email: 'ana@example.com',
  fullName: 'Ana',
  emailVerified: true,
  roles: [],
  partnerId: null,
  isAdmin: false,
  ...fields,
});

describe('guardFor', () => {
  it('guards each area at its own address and below it', () => {
    expect(guardFor('/area-do-cliente')).toBe('user');
    expect(guardFor('/area-do-cliente/pedidos')).toBe('user');
    expect(guardFor('/admin')).toBe('admin');
    expect(guardFor('/admin/leads/123')).toBe('admin');
    expect(guardFor('/keystatic')).toBe('admin');
    expect(guardFor('/keystatic/collection/blog_pt')).toBe('admin');
    expect(guardFor('/painel-parceiro')).toBe('partner');
    expect(guardFor('/painel-parceiro/leads')).toBe('partner');
  });

  it('leaves public pages, and pages whose name only starts like an area, unguarded', () => {
    expect(guardFor('/')).toBeNull();
    expect(guardFor('/blog/backup')).toBeNull();
    expect(guardFor('/administracao')).toBeNull();
    expect(guardFor('/admin-dicas')).toBeNull();
    expect(guardFor('/area-do-cliente-novo')).toBeNull();
    expect(guardFor('/keystatics')).toBeNull();
    expect(guardFor('/painel-parceiros')).toBeNull();
  });

  it('does not guard a path that only contains an area further down', () => {
    expect(guardFor('/blog/admin')).toBeNull();
    expect(guardFor('/x/admin/leads')).toBeNull();
  });
});

describe('denial', () => {
  it('sends an anonymous visitor to sign in, whatever the area', () => {
    expect(denial('user', null)).toBe('login');
    expect(denial('admin', null)).toBe('login');
    expect(denial('partner', null)).toBe('login');
  });

  it('lets any signed-in user into the client area', () => {
    expect(denial('user', user())).toBeNull();
  });

  it('sends a user without the admin flag home from the admin area, even a partner', () => {
    expect(denial('admin', user())).toBe('home');
    expect(denial('admin', user({ roles: ['partner'], partnerId: 'p-1' }))).toBe('home');
    expect(denial('admin', user({ roles: ['admin'] }))).toBe('home');
  });

  it('lets an admin into the admin area', () => {
    expect(denial('admin', user({ isAdmin: true, roles: ['admin'] }))).toBeNull();
  });

  it('lets a partner and an admin into the partner panel, and sends anyone else home', () => {
    expect(denial('partner', user({ roles: ['partner'], partnerId: 'p-1' }))).toBeNull();
    expect(denial('partner', user({ isAdmin: true, roles: ['admin'] }))).toBeNull();
    expect(denial('partner', user())).toBe('home');
  });
});
