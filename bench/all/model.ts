/**
 * The shared settings and shapes of the standing performance record: the project root, the database
 * server it administers, the scale the budgets are checked at and the budgets themselves, the buyer,
 * cart and order counts, and the rows, targets and soak results the record is written from.
 */
import { resolve } from 'node:path';
import type { Measured } from '../harness.ts';
import type { CpuPerCall } from './cpu.ts';

export const root = resolve(import.meta.dirname, '../..');
export const SOAK_MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
export const BUDGET_SCALE = 200_000;

export const BUYERS = 100;
export const CART_LINES = 200;
export const ORDER_WORKERS = 4;

export const BUDGET = { searchP95: 15, listRatio: 0.5, cartListP95: 30, checkoutP95: 100 };

export type Kind = 'bare' | 'list' | 'search' | 'cart-list' | 'checkout' | 'other';

export interface Row extends Measured {
  name: string;
  kind: Kind;
  connections: number;
  rss: number;
  /** a check beyond errors (e.g. the final quantity), '' when none */
  check?: string;
  checkOk?: boolean;
  /** what one call cost the machine's CPU, where it was counted */
  cpu?: CpuPerCall;
}

export interface Target {
  label: string;
  engine: 'pglite' | 'postgres';
  offers: number;
  seedS: number;
  startupMs: number;
  rows: Row[];
  two?: {
    name: string;
    one: number;
    two: number;
    p95One: number;
    p95Two: number;
    errors: number;
    rss: string;
  }[];
  soak?: Soak;
}

export interface Soak {
  minutes: number;
  perMinute: { minute: number; requests: number; p95: number; errors: number; rss: number; heap: number }[];
  heapSlopeMbPerMin: number;
  growthMb: number;
  verdict: string;
  ok: boolean;
  /** the server's autovacuum is off, so the soak vacuumed the churned tables each minute */
  vacuumed: boolean;
}
