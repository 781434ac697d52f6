/** Reconnect delays: exponential from BASE to MAX, with jitter so many clients do not return at once. */
export const RECONNECT_BASE_MS = 500;
export const RECONNECT_MAX_MS = 15_000;

/**
 * The wait before reconnect attempt `attempt` (0 for the first after a loss): base·2^attempt capped
 * at the maximum, then scaled into its upper half by `random` (0 ≤ random < 1).
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, Math.min(attempt, 30)));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
