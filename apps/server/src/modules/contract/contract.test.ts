import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import type { ContractView } from './contract.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('/api/contract', () => {
  it('shows the contract text and the signature of a store that signed', async () => {
    const client = await t.loginAs('demo');
    const res = await client.get<ContractView>('/api/contract');
    expect(res.body.data.title).toBe('药品购销合同（电子版）');
    expect(res.body.data.content).toContain('药品经营质量管理规范');
    expect(res.body.data.version).toBe(1);
    expect(res.body.data.signed).toMatchObject({ name: '张明', content_hash: sha256(res.body.data.content) });
  });

  it('refuses a guest', async () => {
    expect((await t.client().get('/api/contract')).body.code).toBe(10001);
  });

  it('signs with the name, the time and the hash of the text; 422 without agreement', async () => {
    const client = await t.loginAs('demo2');
    const before = await client.get<ContractView>('/api/contract');
    expect(before.body.data.signed).toBeNull();

    const noAgree = await client.postForm('/api/contract/sign', { name: '刘芳' });
    expect(noAgree.status).toBe(422);
    expect(noAgree.body.errors?.agree).toEqual(['请阅读并同意采购合同']);
    const refused = await client.postForm('/api/contract/sign', { name: '刘芳', agree: 0 });
    expect(refused.body.errors?.agree).toEqual(['请阅读并同意采购合同']);
    const noName = await client.postForm('/api/contract/sign', { name: ' ', agree: 1 });
    expect(noName.body.errors?.name).toEqual(['签署人姓名至少 2 个字']);
    expect((await client.get<ContractView>('/api/contract')).body.data.signed).toBeNull();

    const started = Math.floor(Date.now() / 1000);
    const res = await client.postForm<ContractView>('/api/contract/sign', { name: '刘芳', agree: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data.signed).toMatchObject({
      name: '刘芳',
      content_hash: sha256(before.body.data.content),
    });
    expect(res.body.data.signed!.signed_at).toBeGreaterThanOrEqual(started);

    // Signing again keeps the first signature.
    const again = await client.postForm<ContractView>('/api/contract/sign', { name: '别人', agree: 1 });
    expect(again.body.data.signed?.name).toBe('刘芳');
  });

  it('needs the CSRF header to sign', async () => {
    const client = await t.loginAs('demo3');
    const res = await client.postForm(
      '/api/contract/sign',
      { name: '陈伟', agree: 1 },
      { withoutXsrf: true },
    );
    expect(res.status).toBe(403);
    expect((await client.get<ContractView>('/api/contract')).body.data.signed).toBeNull();
  });
});
