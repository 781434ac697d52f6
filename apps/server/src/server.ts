/**
 * The process: read the configuration, open and migrate the database (seeding the demo store into
 * an empty one only with DEMO_DATA), serve, tell the operator commands where to reach it, and on
 * SIGTERM/SIGINT drain in-flight requests before closing the database.
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from './app.ts';
import { type AppConfig, ConfigError, loadConfig } from './config.ts';
import { type DbHandle, openPglite, openPostgres } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { prepareDatabase } from './db/prepare.ts';
import { startJobRunner } from './modules/jobs/job-runner.ts';
import {
  localUrl,
  removeOperatorRuntime,
  writeOperatorRuntime,
} from './modules/operator/operator-runtime.ts';

/** A restarted store's predecessor may still be closing the embedded database. */
const LOCK_WAIT_MS = 10_000;

function openDatabase(config: AppConfig): Promise<DbHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databaseReadUrl)
    : openPglite({ dataDir: join(config.dataDir, 'pglite'), lockWaitMs: LOCK_WAIT_MS });
}

/** Another process on the embedded database (a running store, an operator command) stops the start. */
async function openOrRefuse(config: AppConfig): Promise<DbHandle> {
  try {
    return await openDatabase(config);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(`商城未启动 The store did not start:\n${error.message}`);
    process.exit(1);
  }
}

function readConfig(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const config = readConfig();
  const handle = await openOrRefuse(config);
  const app = await buildApp({ config, db: handle });

  try {
    await prepareDatabase(handle, { demoData: config.demoData, seedSize: config.seedSize }, app.log);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.fatal({ err: error }, 'start failed');
    await app.close().catch(() => undefined);
    await handle.close().catch(() => undefined);
    process.exit(1);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(`ready in ${Math.round(performance.now() - started)} ms at http://localhost:${port}`);
  const forgetRuntime = () => removeOperatorRuntime(config.dataDir, process.pid);
  try {
    writeOperatorRuntime(config.dataDir, {
      pid: process.pid,
      url: localUrl(config.host, port),
      token: config.operatorToken,
    });
    process.on('exit', forgetRuntime);
  } catch (error) {
    // The commands then find no store and refuse on the held database: nothing is lost, only slower.
    app.log.warn({ err: error }, 'operator commands cannot reach this process');
  }
  const jobs = startJobRunner({ db: handle.db }, config.jobsPollMs, app.log);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal}: draining requests and closing`);
    forgetRuntime();
    jobs
      .stop()
      .then(() => app.close())
      .then(() => handle.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
