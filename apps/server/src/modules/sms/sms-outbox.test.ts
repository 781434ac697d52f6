import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { SMS_UNAVAILABLE } from './sms.service.ts';
import { freshIp, freshPhone, readCode } from './sms.test-support.ts';

const outboxRows = async (t: TestApp, phone: string) =>
  (
    await t.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM sms_outbox WHERE phone = $1', [phone])
  )[0]?.n;
const codeRows = async (t: TestApp, phone: string) =>
  (
    await t.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM sms_codes WHERE phone = $1', [phone])
  )[0]?.n;

describe('the SMS dev outbox is a development and demo provider', () => {
  describe('with SMS_OUTBOX off (the default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ smsOutbox: false });
    });
    afterAll(() => t.close());

    it('makes no code, writes nothing readable, and says the service is not open', async () => {
      const guest = t.client();
      await guest.get('/api/user/base');
      const [demo] = await t.handle.query<{ phone: string }>(
        "SELECT phone FROM members WHERE username = 'demo'",
      );
      const phones = [freshPhone(), demo?.phone ?? ''];
      for (const phone of phones) {
        for (const scene of ['register', 'forget']) {
          const res = await guest.postForm(
            '/api/user/create_code',
            { phone, scene },
            { remoteAddress: freshIp() },
          );
          expect(res.status).toBe(400);
          expect(res.body.msg).toBe(SMS_UNAVAILABLE);
        }
        expect(await outboxRows(t, phone)).toBe(0);
        expect(await codeRows(t, phone)).toBe(0);
      }
    });
  });

  describe('with SMS_OUTBOX on', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ smsOutbox: true });
    });
    afterAll(() => t.close());

    it('puts the code in the outbox for development and the demo', async () => {
      const guest = t.client();
      await guest.get('/api/user/base');
      const phone = freshPhone();
      const res = await guest.postForm(
        '/api/user/create_code',
        { phone, scene: 'register' },
        { remoteAddress: freshIp() },
      );
      expect(res.body.code).toBe(10000);
      expect(await outboxRows(t, phone)).toBe(1);
      expect(await readCode(t.handle, phone)).toMatch(/^\d{6}$/);
    });
  });
});
