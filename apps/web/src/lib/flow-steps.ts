/**
 * How far a multi-step flow (password reset, registration, adding a store) got in this tab. A step
 * page, above all a success page, shows only after the step before it succeeded here; opened from a
 * bookmark, a shared link or the history of another tab, it sends the visitor back to step 1
 * instead of claiming a success that never happened. Kept in sessionStorage: per tab, gone with it.
 */
import { useEffect, useState } from 'react';
import type { FlagStorage } from './session-flags';

export type StepFlow = 'forget' | 'register' | 'store';

const key = (flow: StepFlow) => `mall.flow.${flow}`;

function sessionStore(): FlagStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked by the browser's privacy settings
  }
}

/** Step `step` (1-based) of the flow has just succeeded in this tab. */
export function completeStep(flow: StepFlow, step: number, storage = sessionStore()): void {
  storage?.setItem(key(flow), String(step));
}

/** The last step of the flow that succeeded in this tab, 0 when none. */
export function completedStep(flow: StepFlow, storage = sessionStore()): number {
  const value = Number(storage?.getItem(key(flow)) ?? 0);
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/** The flow is over (its last page was left): opening that page again starts from step 1. */
export function endFlow(flow: StepFlow, storage = sessionStore()): void {
  storage?.removeItem(key(flow));
}

/**
 * Whether the page of step `step` may show: the step before it succeeded in this tab. Read once
 * when the page opens, so finishing the step on the page does not hide it. The last page of a flow
 * ends it when left.
 */
export function useStepAllowed(flow: StepFlow, step: number, last = false): boolean {
  const [allowed] = useState(() => completedStep(flow) >= step - 1);
  useEffect(() => (last ? () => endFlow(flow) : undefined), [flow, last]);
  return allowed;
}
