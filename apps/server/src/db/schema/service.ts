/** Self-service and customer service: feedback, wanted varieties and the chat. */
import { bigint, bigserial, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull(),
  companyId: integer('company_id').notNull(),
  type: text('type').notNull(),
  content: text('content').notNull(),
  contact: text('contact').notNull().default(''),
  images: jsonb('images').notNull().default([]),
  reply: text('reply').notNull().default(''),
  repliedBy: text('replied_by'),
  repliedAt: tstz('replied_at'),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const wantedRequests = pgTable('wanted_requests', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull(),
  companyId: integer('company_id').notNull(),
  goodsName: text('goods_name').notNull(),
  spec: text('spec').notNull().default(''),
  manufacturer: text('manufacturer').notNull().default(''),
  quantity: integer('quantity').notNull(),
  expectedPrice: integer('expected_price'),
  note: text('note').notNull().default(''),
  status: smallint('status').notNull().default(0),
  goodsId: integer('goods_id'),
  reply: text('reply').notNull().default(''),
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export const chatConversations = pgTable('chat_conversations', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull().unique(),
  memberReadId: bigint('member_read_id', { mode: 'number' }).notNull().default(0),
  agentReadId: bigint('agent_read_id', { mode: 'number' }).notNull().default(0),
  lastMessageId: bigint('last_message_id', { mode: 'number' }).notNull().default(0),
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export const chatMessages = pgTable('chat_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  conversationId: integer('conversation_id').notNull(),
  sender: text('sender').notNull(),
  /** The member who wrote it; null for an agent message written by an operator. */
  senderId: integer('sender_id'),
  /** The operator who answered (decision 020); null for members and for older agent messages. */
  operatorId: integer('operator_id'),
  kind: text('kind').notNull(),
  text: text('text').notNull().default(''),
  image: jsonb('image'),
  clientId: text('client_id'),
  createdAt: tstz('created_at').notNull().defaultNow(),
});
