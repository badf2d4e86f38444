/** Reseller applications: the programme form, its documents and the review. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { partners } from './partners';

export const resellerApplications = pgTable(
  'reseller_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    razaoSocial: text('razao_social').notNull(),
    nomeFantasia: text('nome_fantasia').notNull(),
    cnpj: text('cnpj').notNull(),
    nomeResponsavel: text('nome_responsavel').notNull(),
    cargo: text('cargo').notNull(),
    email: text('email').notNull(),
    telefone: text('telefone').notNull(),
    website: text('website'),
    endereco: text('endereco').notNull(),
    numero: text('numero').notNull(),
    bairro: text('bairro').notNull(),
    cidade: text('cidade').notNull(),
    estado: text('estado').notNull(),
    cep: text('cep').notNull(),
    cepPrincipal: text('cep_principal'),
    especialidades: text('especialidades').array().notNull(),
    cidadesAtuacao: text('cidades_atuacao').array().notNull(),
    aceiteTermos: boolean('aceite_termos').notNull(),
    aceitePublicacao: boolean('aceite_publicacao').notNull(),
    /** Sent by the browser with each submission: a replay or a double click stores one row. */
    idempotencyKey: text('idempotency_key').unique(),
    documentPath: text('document_path'),
    documentName: text('document_name'),
    documentType: text('document_type'),
    documentSize: integer('document_size'),
    partnerId: uuid('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The reason given with a rejection (mailed to the applicant). */
    reviewNote: text('review_note'),
    locale: text('locale'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reseller_applications_status_idx').on(t.status, t.createdAt),
    index('reseller_applications_cnpj_idx').on(t.cnpj),
    check('reseller_applications_status_ck', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);
