/**
 * The shape of a goods template: one real product (generic name, specs, dosage form,
 * packaging unit) filed under a third-level category, with a wholesale price range.
 */
import { leafKey, type ScopeCode } from './categories-data.ts';

export interface GoodsTemplate {
  name: string;
  specs: string[];
  form: string;
  unit: string;
  /** `child/leaf` of the category tree. */
  leaf: string;
  scope: ScopeCode;
  /** Wholesale price range of the first spec, in fen. */
  minFen: number;
  maxFen: number;
  /** Manufacturer keys; when empty the maker is drawn from the scope's pool. */
  makers: string[];
  /** Biological products (live bacteria) carry 国药准字S numbers. */
  biological: boolean;
}

/** [name, specs ';'-separated, dosage form, unit, scope, min yuan, max yuan, makers ';'-separated, flags] */
export type TemplateRow = [string, string, string, string, ScopeCode, number, number, string?, string?];

export function group(child: string, leaf: string, rows: TemplateRow[]): GoodsTemplate[] {
  return rows.map(([name, specs, form, unit, scope, min, max, makers, flags]) => ({
    name,
    specs: specs.split(';'),
    form,
    unit,
    leaf: leafKey(child, leaf),
    scope,
    minFen: Math.round(min * 100),
    maxFen: Math.round(max * 100),
    makers: makers ? makers.split(';') : [],
    biological: flags === 'S',
  }));
}
