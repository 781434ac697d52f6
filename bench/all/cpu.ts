/**
 * CPU time spent during a call, by whom: the API process, every PostgreSQL process on this machine
 * (none when the database runs elsewhere) and the load client (this process). Divided by the calls,
 * it is what a call costs the machine, which the latency under a burst follows: with every core
 * busy, a burst of N calls ends no sooner than N × (its CPU per call) ÷ cores.
 */
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

const TICK_MS = 1000 / Number(execSync('getconf CLK_TCK').toString().trim() || 100);

/** User and system CPU of a process so far, ms; 0 once it has gone. */
function processMs(pid: number): number {
  try {
    // Fields after the command name, which may itself hold spaces: utime and stime are 14th and 15th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry));
    } catch {
      // gone between the listing and the read
    }
  }
  return pids;
}

export interface CpuPerCall {
  api: number;
  /** PostgreSQL's processes; 'embedded' when the database runs inside the API process (PGlite),
   *  null when no PostgreSQL process runs on this machine */
  database: number | 'embedded' | null;
  client: number;
  calls: number;
}

export interface CpuMeter {
  /** The CPU each side spent since the meter started, per call. */
  stop(calls: number): CpuPerCall;
}

/** Starts counting the CPU of the API processes, PostgreSQL's processes and this process. */
export function cpuMeter(apiPids: readonly number[], engine: 'pglite' | 'postgres'): CpuMeter {
  const api0 = apiPids.map(processMs);
  const db0 = new Map(postgresPids().map((pid) => [pid, processMs(pid)]));
  const client0 = process.cpuUsage();
  return {
    stop(calls) {
      const api = apiPids.reduce((sum, pid, i) => sum + processMs(pid) - (api0[i] ?? 0), 0);
      const dbPids = postgresPids();
      // A backend that exited meanwhile takes its time with it: the figure can only be low, never high.
      const db = dbPids.reduce((sum, pid) => sum + processMs(pid) - (db0.get(pid) ?? 0), 0);
      const used = process.cpuUsage(client0);
      const per = (ms: number) => ms / Math.max(1, calls);
      return {
        api: per(api),
        database: engine === 'pglite' ? 'embedded' : dbPids.length === 0 ? null : per(db),
        client: per((used.user + used.system) / 1000),
        calls,
      };
    },
  };
}

const databaseText = (database: CpuPerCall['database']) =>
  database === 'embedded'
    ? 'the database inside the API process'
    : database === null
      ? 'PostgreSQL on another machine (not counted)'
      : `PostgreSQL ${database.toFixed(2)} ms`;

/** "API 1.80 ms, PostgreSQL 1.90 ms, load client 0.50 ms: at most 476 a second on 2 cores" */
export function cpuText(cpu: CpuPerCall): string {
  const total = cpu.api + (typeof cpu.database === 'number' ? cpu.database : 0) + cpu.client;
  const cores = cpus().length;
  return `API ${cpu.api.toFixed(2)} ms, ${databaseText(cpu.database)}, load client ${cpu.client.toFixed(2)} ms: at most ${((cores * 1000) / total).toFixed(0)} a second on ${cores} cores`;
}
