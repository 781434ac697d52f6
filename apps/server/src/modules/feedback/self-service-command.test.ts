import type { Page } from '@mall/shared/codes';
import type { FeedbackRead, WantedRead } from '@mall/shared/self-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { SelfServiceCommandError, selfServiceCommand } from './self-service-command.ts';

let t: TestApp;
let client: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const member = await createMember(t.handle);
  client = await t.loginAs(member.username, member.password);
});
afterAll(async () => {
  await t.close();
});

const run = (...args: string[]) => selfServiceCommand(t.handle, args, 'operator:test');

describe('the operator command', () => {
  it('lists unanswered feedback and answers one, which the member then reads', async () => {
    const created = await client.post<FeedbackRead>('/api/user/feedback', {
      type: '其他',
      content: '发票邮寄地址有误',
    });
    const id = created.body.data.id;
    expect(await run('reply-feedback', 'list')).toContain('发票邮寄地址有误');
    expect(
      await run('reply-feedback', String(id), '--text', '已为您更正', '--operator', '客服小赵'),
    ).toContain(String(id));
    expect(await run('reply-feedback', 'list')).not.toContain('发票邮寄地址有误');
    const page = await client.get<Page<FeedbackRead>>('/api/user/feedback');
    expect(page.body.data.list[0]).toMatchObject({ id, reply: '已为您更正' });
  });

  it('moves a wanted request to 已采购 and 已上架 with its goods', async () => {
    const created = await client.post<WantedRead>('/api/user/buy', {
      goods_name: '布洛芬缓释胶囊',
      quantity: 8,
    });
    const id = String(created.body.data.id);
    expect(await run('wanted', 'list')).toContain('布洛芬缓释胶囊');
    await run('wanted', id, '--status', '1', '--reply', '已下单');
    expect((await client.get<WantedRead>(`/api/user/buy/${id}`)).body.data).toMatchObject({
      status: 1,
      reply: '已下单',
    });
    const [goods] = await t.handle.query<{ id: number }>(
      'SELECT id FROM goods WHERE is_on_sale ORDER BY id LIMIT 1',
    );
    await run('wanted', id, '--status', '2', '--goods', String(goods!.id));
    expect((await client.get<WantedRead>(`/api/user/buy/${id}`)).body.data).toMatchObject({
      status: 2,
      status_text: '已上架',
      goods_id: goods!.id,
    });
    expect(await run('wanted', 'list')).not.toContain('布洛芬缓释胶囊');
  });

  it('refuses what it cannot do', async () => {
    await expect(run('reply-feedback', '1')).rejects.toBeInstanceOf(SelfServiceCommandError);
    await expect(run('reply-feedback', '99999999', '--text', 'x')).rejects.toThrow('不存在');
    await expect(run('wanted', '1', '--status', '2')).rejects.toBeInstanceOf(SelfServiceCommandError);
    await expect(run('wanted', '1', '--status', '7')).rejects.toBeInstanceOf(SelfServiceCommandError);
    await expect(run('wanted', '1', '--status', '2', '--goods', '99999999')).rejects.toThrow(
      '不存在或未上架',
    );
    await expect(run('nothing')).rejects.toBeInstanceOf(SelfServiceCommandError);
  });
});
