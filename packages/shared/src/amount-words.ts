/**
 * An amount in Chinese uppercase (大写金额), as invoices and delivery notes print it, following
 * the rules for writing amounts on bills (《支付结算办法》附件《正确填写票据和结算凭证的基本规定》):
 * 壹拾 is written out, zeros inside the integer read as one 零, 元 or 角 without 分 ends with 整, and
 * 零 stands between 元 and 分 when there is no 角. Pure.
 */
import type { Fen } from './money.ts';

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
/** Within a group of four digits, from the ones up. */
const PLACES = ['', '拾', '佰', '仟'] as const;

const digit = (n: number): string => DIGITS[n] as string;

/** 1..9999, without leading 零: 1005 → 壹仟零伍, 1010 → 壹仟零壹拾. */
function groupWords(group: number): string {
  let out = '';
  let zero = false;
  for (let place = 3; place >= 0; place--) {
    const d = Math.floor(group / 10 ** place) % 10;
    if (d === 0) {
      if (out !== '') zero = true;
      continue;
    }
    if (zero) out += '零';
    zero = false;
    out += digit(d) + PLACES[place];
  }
  return out;
}

/** 1..9999,9999: up to two groups of four digits, the higher one counted in 万. */
function belowYi(yuan: number): string {
  const high = Math.floor(yuan / 10_000);
  const low = yuan % 10_000;
  if (high === 0) return groupWords(low);
  if (low === 0) return `${groupWords(high)}万`;
  return `${groupWords(high)}万${low < 1000 ? '零' : ''}${groupWords(low)}`;
}

/** A positive whole number of yuan; above 亿 the count of 亿 is itself written out (壹万零壹亿). */
function integerWords(yuan: number): string {
  if (yuan < 100_000_000) return belowYi(yuan);
  const high = Math.floor(yuan / 100_000_000);
  const low = yuan % 100_000_000;
  if (low === 0) return `${integerWords(high)}亿`;
  return `${integerWords(high)}亿${low < 10_000_000 ? '零' : ''}${belowYi(low)}`;
}

/** 123456 → 壹仟贰佰叁拾肆元伍角陆分; 0 → 零元整; a negative amount (a reversal) starts with 负. */
export function amountInWords(fen: Fen): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`not an integer amount of fen: ${fen}`);
  if (fen < 0) return `负${amountInWords(-fen)}`;
  if (fen === 0) return '零元整';
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cent = fen % 10;
  let out = yuan > 0 ? `${integerWords(yuan)}元` : '';
  if (jiao === 0 && cent === 0) return `${out}整`;
  if (jiao > 0) out += `${digit(jiao)}角`;
  else if (yuan > 0) out += '零';
  return cent > 0 ? `${out}${digit(cent)}分` : `${out}整`;
}
