/** The operator console's accounts, sessions and audit log (0033_operators.sql, decision 020). */
import { bigserial, boolean, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  roles: text('roles').array().notNull().default([]),
  disabled: boolean('disabled').notNull().default(false),
  lastLoginAt: tstz('last_login_at'),
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export const operatorSessions = pgTable('operator_sessions', {
  idHash: text('id_hash').primaryKey(),
  operatorId: integer('operator_id').notNull(),
  csrfToken: text('csrf_token').notNull(),
  ip: text('ip').notNull().default(''),
  userAgent: text('user_agent').notNull().default(''),
  createdAt: tstz('created_at').notNull().defaultNow(),
  lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
  expiresAt: tstz('expires_at').notNull(),
});

export const operatorAuditLog = pgTable('operator_audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  operatorId: integer('operator_id').notNull(),
  at: tstz('at').notNull().defaultNow(),
  action: text('action').notNull(),
  targetType: text('target_type').notNull(),
  targetId: text('target_id').notNull().default(''),
  before: jsonb('before'),
  after: jsonb('after'),
  ip: text('ip').notNull().default(''),
  userAgent: text('user_agent').notNull().default(''),
});
