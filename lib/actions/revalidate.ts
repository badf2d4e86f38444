import 'server-only';
import { revalidatePath, updateTag } from 'next/cache';
import { PARTNERS_TAG } from '@/lib/partners/cache-tags';

/**
 * What a write re-renders, named by what changed. The pages are the route files' paths (locale
 * and groups included), so each call covers every language.
 */
const PAGE = {
  adminHome: '/[locale]/(account)/admin',
  adminLeads: '/[locale]/(account)/admin/leads',
  adminLead: '/[locale]/(account)/admin/leads/[id]',
  adminPartners: '/[locale]/(account)/admin/parceiros',
  adminPartner: '/[locale]/(account)/admin/parceiros/[id]',
  adminUsers: '/[locale]/(account)/admin/usuarios',
  adminMail: '/[locale]/(account)/admin/emails',
  adminNewsletter: '/[locale]/(account)/admin/newsletter',
  adminApplications: '/[locale]/(account)/admin/revendas',
  adminApplication: '/[locale]/(account)/admin/revendas/[id]',
  adminJobs: '/[locale]/(account)/admin/seo',
  partnerDashboard: '/[locale]/(account)/painel-parceiro',
  partnerDirectory: '/[locale]/(site)/revendas',
} as const;

const pages = (...names: (keyof typeof PAGE)[]) => {
  for (const name of names) revalidatePath(PAGE[name], 'page');
};

/**
 * Every page that reads the session (name, roles, whether anyone is signed in): the client area,
 * the partner dashboard and the back office all sit under the account layout. The header reads
 * the session from /api/session, so the public pages have nothing to re-render.
 */
export function revalidateSession() {
  revalidatePath('/[locale]/(account)', 'layout');
}

/** A lead changed: the back office's lists, its page and counts, and the partner's panel. */
export function revalidateLeads() {
  pages('adminLeads', 'adminLead', 'adminHome', 'partnerDashboard');
}

/**
 * A partner changed: the back office's list, edit page and figures, the accounts page's partner
 * choices, the partner's dashboard, the public directory and the cached list behind /api/partners.
 */
export function revalidatePartners() {
  updateTag(PARTNERS_TAG);
  pages('adminPartners', 'adminPartner', 'adminHome', 'adminUsers', 'partnerDashboard', 'partnerDirectory');
}

/** A role changed: the accounts list and the admin home's counts. */
export function revalidateRoles() {
  pages('adminUsers', 'adminHome');
}

/** A partner link changed: the roles, and the partner pages' count of linked accounts. */
export function revalidatePartnerLinks() {
  revalidateRoles();
  pages('adminPartners', 'adminPartner');
}

/** An outbox mail changed: the mail log, and the admin home's recent mail and failure count. */
export function revalidateMail() {
  pages('adminMail', 'adminHome');
}

/** A subscriber went: the list, the admin home's figures and the mail log (their newsletter mails go too). */
export function revalidateNewsletter() {
  pages('adminNewsletter', 'adminHome', 'adminMail');
}

/**
 * A reseller application was reviewed: the applications, the admin home's figures, the mail log
 * (decisions and invitations are mailed) and the accounts (an invitation may grant the role).
 */
export function revalidateReview() {
  pages('adminApplications', 'adminApplication', 'adminHome', 'adminMail', 'adminUsers');
}

/** An approval also creates a partner. */
export function revalidateApproval() {
  revalidateReview();
  revalidatePartners();
}

/** A scheduled job ran: its page lists the new run. */
export function revalidateJobs() {
  pages('adminJobs');
}
