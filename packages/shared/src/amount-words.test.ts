import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-words.ts';

describe('amountInWords', () => {
  it('writes yuan, jiao and fen', () => {
    expect(amountInWords(123_456)).toBe('壹仟贰佰叁拾肆元伍角陆分');
    expect(amountInWords(28_200)).toBe('贰佰捌拾贰元整');
    expect(amountInWords(31_020)).toBe('叁佰壹拾元贰角整');
  });

  it('writes zero as 零元整 and amounts under a yuan without 元', () => {
    expect(amountInWords(0)).toBe('零元整');
    expect(amountInWords(56)).toBe('伍角陆分');
    expect(amountInWords(6)).toBe('陆分');
    expect(amountInWords(50)).toBe('伍角整');
    expect(amountInWords(100)).toBe('壹元整');
  });

  it('ends with 整 after 元 or 角 and puts 零 between 元 and 分 when there is no 角', () => {
    expect(amountInWords(140_902)).toBe('壹仟肆佰零玖元零贰分');
    expect(amountInWords(168_032)).toBe('壹仟陆佰捌拾元叁角贰分');
    expect(amountInWords(1_000)).toBe('壹拾元整');
    expect(amountInWords(1_001)).toBe('壹拾元零壹分');
  });

  it('reads zeros inside the integer as one 零', () => {
    expect(amountInWords(100_500)).toBe('壹仟零伍元整');
    expect(amountInWords(100_100)).toBe('壹仟零壹元整');
    expect(amountInWords(101_000)).toBe('壹仟零壹拾元整');
    expect(amountInWords(200_000)).toBe('贰仟元整');
    expect(amountInWords(1_100)).toBe('壹拾壹元整');
  });

  it('groups by 万 and 亿, with 零 where digits are missing between groups', () => {
    expect(amountInWords(1_000_000)).toBe('壹万元整');
    expect(amountInWords(1_030_000)).toBe('壹万零叁佰元整');
    expect(amountInWords(10_700_053)).toBe('壹拾万柒仟元伍角叁分');
    expect(amountInWords(10_000_100)).toBe('壹拾万零壹元整');
    expect(amountInWords(325_047_000)).toBe('叁佰贰拾伍万零肆佰柒拾元整');
    expect(amountInWords(10_000_000_000)).toBe('壹亿元整');
    expect(amountInWords(10_000_000_100)).toBe('壹亿零壹元整');
    expect(amountInWords(100_000_100_000)).toBe('壹拾亿零壹仟元整');
    expect(amountInWords(12_345_678_912_345)).toBe(
      '壹仟贰佰叁拾肆亿伍仟陆佰柒拾捌万玖仟壹佰贰拾叁元肆角伍分',
    );
    expect(amountInWords(100_000_000_000_000)).toBe('壹万亿元整');
    expect(amountInWords(100_010_000_000_000)).toBe('壹万零壹亿元整');
    expect(amountInWords(100_000_000_000_100)).toBe('壹万亿零壹元整');
  });

  it('writes a reversal with 负 and refuses what is not whole fen', () => {
    expect(amountInWords(-28_200)).toBe('负贰佰捌拾贰元整');
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
    expect(() => amountInWords(2 ** 53)).toThrow(RangeError);
    expect(amountInWords(Number.MAX_SAFE_INTEGER)).toBe(
      '玖拾万零柒佰壹拾玖亿玖仟贰佰伍拾肆万柒仟肆佰零玖元玖角壹分',
    );
  });
});
