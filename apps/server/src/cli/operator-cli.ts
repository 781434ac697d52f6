/**
 * What `npm run orders` and `npm run review` share: run the command where its write cannot be lost.
 *
 * 1. A store is running on this DATA_DIR (its operator-api.json names a live process): the command
 *    goes to its operator API, and the store writes it.
 * 2. Otherwise the command opens the database itself: PostgreSQL (DATABASE_URL) takes any number of
 *    processes; the embedded database is locked to this process while it runs, so a store cannot
 *    start on it meanwhile, and a store or command already holding it makes this one refuse.
 *
 * Success is printed only for an act the database has taken. Exit code 0 on success, 1 otherwise.
 */
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { type AppConfig, ConfigError, loadConfig } from '../config.ts';
import { type DbHandle, openPglite, openPostgres } from '../db/client.ts';
import { DataDirLockedError, isProcessAlive } from '../db/data-dir-lock.ts';
import { migrate } from '../db/migrate.ts';
import {
  isOperatorRefusal,
  type OperatorTool,
  runOperatorCommand,
} from '../modules/operator/operator-commands.ts';
import { type OperatorRuntime, readOperatorRuntime } from '../modules/operator/operator-runtime.ts';
import { gatewayFor } from '../modules/payment/gateway.ts';

/** Long enough for the slowest act (a refund through the gateway); past it the outcome is unknown. */
const REQUEST_TIMEOUT_MS = 120_000;

type ServerOutcome =
  | { kind: 'done'; text: string }
  | { kind: 'refused'; message: string }
  /** Nothing was sent: the address refused the connection. */
  | { kind: 'not-listening' }
  /** Sent, but no answer came back: the store may or may not have done it. */
  | { kind: 'unknown'; reason: string };

function operatorName(): string {
  try {
    return `operator:${userInfo().username}`;
  } catch {
    return `operator:${process.env.USER ?? 'unknown'}`;
  }
}

function refusedConnection(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code === 'ECONNREFUSED';
}

async function callServer(
  runtime: OperatorRuntime,
  tool: OperatorTool,
  args: readonly string[],
  operator: string,
): Promise<ServerOutcome> {
  let response: Response;
  try {
    response = await fetch(`${runtime.url}/api/operator/${tool}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${runtime.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ args, operator }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    if (refusedConnection(error)) return { kind: 'not-listening' };
    return { kind: 'unknown', reason: error instanceof Error ? error.message : String(error) };
  }
  let body: { code?: number; msg?: string; data?: { text?: string }; errors?: Record<string, string[]> };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    return { kind: 'unknown', reason: `HTTP ${response.status} without a readable answer` };
  }
  if (response.ok && typeof body.data?.text === 'string') return { kind: 'done', text: body.data.text };
  if (response.status >= 500) return { kind: 'unknown', reason: body.msg ?? `HTTP ${response.status}` };
  const fields = body.errors
    ? Object.entries(body.errors).map(([field, messages]) => `  ${field}: ${messages.join('；')}`)
    : [];
  return { kind: 'refused', message: [body.msg ?? `HTTP ${response.status}`, ...fields].join('\n') };
}

function openDirect(config: AppConfig): Promise<DbHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite({ dataDir: join(config.dataDir, 'pglite') });
}

async function runDirect(
  config: AppConfig,
  tool: OperatorTool,
  args: readonly string[],
  operator: string,
): Promise<number> {
  let handle: DbHandle;
  try {
    handle = await openDirect(config);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(
      `${error.message}\n` +
        '未找到可连接的商城运维接口，操作未执行。若商城正在启动，请稍候重试；若另一条运维命令正在运行，请等它结束。\n' +
        'No running store answered on its operator API, so nothing was done. If the store is starting, ' +
        'retry in a moment; if another operator command is running, wait for it to finish.',
    );
    return 1;
  }
  try {
    await migrate(handle);
    const deps = { handle, gateway: gatewayFor(config.paySigningSecret) };
    console.log(await runOperatorCommand(deps, tool, args, operator));
    return 0;
  } catch (error) {
    if (!isOperatorRefusal(error)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await handle.close();
  }
}

export async function runOperatorCli(tool: OperatorTool, args: readonly string[]): Promise<number> {
  let config: AppConfig;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 1;
  }
  const operator = operatorName();
  const runtime = readOperatorRuntime(config.dataDir);
  if (runtime && isProcessAlive(runtime.pid)) {
    const outcome = await callServer(runtime, tool, args, operator);
    switch (outcome.kind) {
      case 'done':
        console.log(outcome.text);
        return 0;
      case 'refused':
        console.error(outcome.message);
        return 1;
      case 'unknown':
        console.error(
          `商城（pid ${runtime.pid}，${runtime.url}）未返回结果，无法确认操作是否完成，请用 list 查看后再决定是否重试。\n` +
            `The store (pid ${runtime.pid}, ${runtime.url}) gave no answer (${outcome.reason}); ` +
            'whether the act was done is unknown: check with list before retrying.',
        );
        return 1;
      case 'not-listening':
        // Nothing reached a store; the database's own lock decides whether opening it is safe.
        break;
    }
  }
  return runDirect(config, tool, args, operator);
}

/** The entry of a command file: runs it and sets the exit code, printing crashes as they are. */
export function main(tool: OperatorTool): void {
  runOperatorCli(tool, process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
