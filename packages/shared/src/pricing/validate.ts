import type { CartPricingInput, PricingActivityInput, PricingLineInput } from './types.ts';

/*
 * Bad input here is a programming error of the caller that built it (the server from the database,
 * the SPA from the cart list), never a buyer error: fail loudly rather than price a cart wrongly.
 */

export function assertCount(value: unknown, what: string): asserts value is number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a safe non-negative integer, got ${String(value)}`);
  }
}

function assertPrice(value: number | null, what: string): void {
  if (value !== null) assertCount(value, what);
}

export function assertLine(line: PricingLineInput): void {
  const at = `line ${String(line.id)}`;
  assertCount(line.id, 'line id');
  if (line.type !== 0 && line.type !== 1 && line.type !== 3 && line.type !== 4) {
    throw new RangeError(`${at}: unknown type ${String(line.type)}`);
  }
  assertCount(line.quantity, `${at} quantity`);
  assertCount(line.stock, `${at} stock`);
  assertCount(line.basePrice, `${at} basePrice`);
  assertPrice(line.specialPrice, `${at} specialPrice`);
  assertPrice(line.negotiatedPrice, `${at} negotiatedPrice`);
  assertPrice(line.nearExpiryPrice, `${at} nearExpiryPrice`);
  if (line.activityId !== null) assertCount(line.activityId, `${at} activityId`);
  assertCount(line.freeShippingNumber, `${at} freeShippingNumber`);
  if (line.tradeUpThreshold !== undefined) assertCount(line.tradeUpThreshold, `${at} tradeUpThreshold`);
  for (const tier of line.ladder) {
    assertCount(tier.id, `${at} ladder tier id`);
    assertCount(tier.quantity, `${at} ladder tier quantity`);
    assertCount(tier.price, `${at} ladder tier price`);
  }
  if (line.gift !== null) {
    assertCount(line.gift.buy, `${at} gift buy`);
    assertCount(line.gift.give, `${at} gift give`);
    if (line.gift.buy === 0) throw new RangeError(`${at}: gift buy must be at least 1`);
    if (line.gift.type !== 1 && line.gift.type !== 2) throw new RangeError(`${at}: unknown gift type`);
  }
}

function assertActivity(activity: PricingActivityInput): void {
  const at = `activity ${String(activity.id)}`;
  assertCount(activity.id, 'activity id');
  if (activity.kind !== 'manjian' && activity.kind !== 'discount') {
    throw new RangeError(`${at}: unknown kind ${String(activity.kind)}`);
  }
  const tierIds = new Set<number>();
  for (const tier of activity.tiers) {
    assertCount(tier.id, `${at} tier id`);
    if (tierIds.has(tier.id)) throw new RangeError(`${at}: duplicate tier id ${tier.id}`);
    tierIds.add(tier.id);
    assertCount(tier.amount, `${at} tier amount`);
    if (activity.kind === 'manjian') {
      assertCount(tier.reduce, `${at} tier ${tier.id} reduce`);
    } else {
      assertCount(tier.rate, `${at} tier ${tier.id} rate`);
      if (tier.rate < 1 || tier.rate > 99) throw new RangeError(`${at}: rate ${tier.rate} not in 1..99`);
    }
  }
}

export function assertCart(input: CartPricingInput): void {
  const lineIds = new Set<number>();
  for (const line of input.lines) {
    assertLine(line);
    if (lineIds.has(line.id)) throw new RangeError(`duplicate line id ${line.id}`);
    lineIds.add(line.id);
  }
  const activityIds = new Set<number>();
  for (const activity of input.activities) {
    assertActivity(activity);
    if (activityIds.has(activity.id)) throw new RangeError(`duplicate activity id ${activity.id}`);
    activityIds.add(activity.id);
  }
  assertCount(input.shipping.fee, 'shipping fee');
  assertCount(input.shipping.freeThreshold, 'shipping freeThreshold');
}

/** a * b, refusing a product past the safe integer range instead of silently rounding it. */
export function times(a: number, b: number): number {
  const product = a * b;
  if (!Number.isSafeInteger(product)) throw new RangeError(`amount out of range: ${a} * ${b}`);
  return product;
}

/** A sum of amounts, refusing to leave the safe integer range. */
export function plus(a: number, b: number): number {
  const sum = a + b;
  if (!Number.isSafeInteger(sum)) throw new RangeError(`amount out of range: ${a} + ${b}`);
  return sum;
}
