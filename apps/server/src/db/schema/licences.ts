/** Licences, the business scopes they grant, the purchase contract and store reviews. */
import { boolean, date, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

export const licenceTypes = pgTable('licence_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull().unique(),
  grantsScope: boolean('grants_scope').notNull().default(false),
  requiredFor: text('required_for').array().notNull().default([]),
  sort: integer('sort').notNull().default(0),
});

export const licenceFiles = pgTable('licence_files', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull(),
  sha256: text('sha256').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  originalName: text('original_name').notNull().default(''),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const companyLicences = pgTable('company_licences', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull(),
  typeId: integer('type_id').notNull(),
  number: text('number').notNull(),
  holder: text('holder').notNull().default(''),
  validFrom: date('valid_from', { mode: 'string' }),
  expiresOn: date('expires_on', { mode: 'string' }).notNull(),
  fileId: integer('file_id'),
  reviewStatus: smallint('review_status').notNull().default(0),
  reason: text('reason').notNull().default(''),
  reviewedBy: text('reviewed_by'),
  reviewedAt: tstz('reviewed_at'),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const companyLicenceScopes = pgTable('company_licence_scopes', {
  licenceId: integer('licence_id').notNull(),
  scopeId: integer('scope_id').notNull(),
});

export const contracts = pgTable('contracts', {
  id: serial('id').primaryKey(),
  version: integer('version').notNull().unique(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const contractSignatures = pgTable('contract_signatures', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull(),
  contractId: integer('contract_id').notNull(),
  signerName: text('signer_name').notNull(),
  contentHash: text('content_hash').notNull(),
  signedAt: tstz('signed_at').notNull().defaultNow(),
});

export const companyReviews = pgTable('company_reviews', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull(),
  status: smallint('status').notNull(),
  reason: text('reason').notNull().default(''),
  reviewedBy: text('reviewed_by').notNull(),
  reviewedAt: tstz('reviewed_at').notNull().defaultNow(),
});
