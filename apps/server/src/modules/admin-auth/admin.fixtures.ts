/**
 * Test helpers for the operator API: a client logged in as a demo operator, echoing the console's
 * CSRF cookie (op_xsrf) in X-XSRF-TOKEN as the console does.
 */
import type { OperatorRole } from '@mall/shared/admin';
import type { ApiResponse, RequestOptions, TestClient } from '../../../test/client.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { DEMO_OPERATORS } from '../../seed/operators.ts';

export const OPERATOR_OF_ROLE: Record<OperatorRole, string> = {
  admin: 'admin',
  reviewer: 'shenhe',
  ops: 'yunying',
  service: 'kefu01',
  finance: 'caiwu',
};

export const demoOperatorPassword = (username: string): string => {
  const found = DEMO_OPERATORS.find((o) => o.username === username);
  if (!found) throw new Error(`no demo operator ${username}`);
  return found.password;
};

/** Options that echo the operator CSRF cookie of this client. */
export const opHeaders = (client: TestClient, options: RequestOptions = {}): RequestOptions => ({
  ...options,
  headers: { 'x-xsrf-token': client.cookies.get('op_xsrf') ?? '', ...options.headers },
});

export const opPost = <T = unknown>(
  client: TestClient,
  url: string,
  body: object = {},
  options?: RequestOptions,
): Promise<ApiResponse<T>> => client.post<T>(url, body, opHeaders(client, options));

export async function operatorLogin(
  client: TestClient,
  username: string,
  password = demoOperatorPassword(username),
  options: RequestOptions = {},
): Promise<ApiResponse<unknown>> {
  if (!client.cookies.has('op_xsrf')) await client.get('/api/admin/me');
  return opPost(client, '/api/admin/login', { username, password }, options);
}

/** A new client logged in as this demo operator. */
export async function loginOperator(app: TestApp, username: string): Promise<TestClient> {
  const client = app.client();
  const res = await operatorLogin(client, username);
  if (res.body.code !== 10000) throw new Error(`operator login as ${username} failed: ${res.body.msg}`);
  return client;
}
