/**
 * Where text messages go. A carrier's gateway would implement SmsProvider; the built-in provider
 * writes each message to the sms_outbox table and the log, so codes work end to end in development
 * and tests read them from the outbox (DESIGN §6). It runs only with SMS_OUTBOX: a code anyone can
 * read there opens any account.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { insertOutboxMessage } from './sms.repository.ts';

export interface SmsProvider {
  send(phone: string, text: string): Promise<void>;
}

export class OutboxSmsProvider implements SmsProvider {
  constructor(
    private readonly db: Executor,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(phone: string, text: string): Promise<void> {
    await insertOutboxMessage(this.db, phone, text);
    this.log.info({ phone, text }, 'sms outbox');
  }
}
