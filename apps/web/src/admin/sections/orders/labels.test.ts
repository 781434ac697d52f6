import { AFTER_SALE_STATUS_TEXT, ORDER_STATUS_TEXT } from '@mall/shared/order';
import { describe, expect, it } from 'vitest';
import { afterSaleColour, orderStatusColour } from './labels';

// antd's status tag colours are presets in disguise: `processing` is blue, `success` green.
const HUE: Record<string, string> = { processing: 'blue', success: 'green', warning: 'gold', error: 'red' };
const hueOf = (colour: string) => HUE[colour] ?? colour;

describe('console order labels', () => {
  it('gives every order status a hue of its own', () => {
    const hues = Object.keys(ORDER_STATUS_TEXT).map((status) => hueOf(orderStatusColour(Number(status))));
    expect(new Set(hues).size).toBe(hues.length);
  });

  it('gives every after-sale status a hue of its own', () => {
    const hues = Object.keys(AFTER_SALE_STATUS_TEXT).map((status) => hueOf(afterSaleColour(Number(status))));
    expect(new Set(hues).size).toBe(hues.length);
  });
});
