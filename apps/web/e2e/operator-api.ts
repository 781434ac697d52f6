/** The operator API of the store under test (`npm run orders -- …`), for journeys that act as the operator. */
/** Given to the store under test as OPERATOR_TOKEN (global-setup.ts). */
export const E2E_OPERATOR_TOKEN = 'e2e-operator-token-for-browser-journeys-only';

/** Runs `npm run orders -- <args>` through the running store; answers what the command prints. */
export async function ordersCommand(baseUrl: string, args: string[]): Promise<string> {
  const res = await fetch(`${baseUrl}/api/operator/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
    body: JSON.stringify({ args, operator: 'operator:e2e' }),
  });
  const body = (await res.json()) as { code: number; msg: string; data: { text: string } | null };
  if (body.code !== 10000) throw new Error(`orders ${args.join(' ')}: ${body.msg}`);
  return body.data?.text ?? '';
}
