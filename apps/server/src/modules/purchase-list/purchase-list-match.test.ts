import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../http/spreadsheet.ts';
import { detectMapping, headerScore } from './purchase-list-columns.ts';
import {
  normaliseApproval,
  normaliseMaker,
  normaliseName,
  normaliseSpec,
  rankCandidates,
  scoreOffer,
} from './purchase-list-match.ts';

const row = (over: Partial<Parameters<typeof scoreOffer>[0]> = {}) => ({
  name: '阿莫西林胶囊',
  spec: '0.25g*24粒',
  manufacturer: '华北制药股份有限公司',
  quantity: 2,
  approval_number: '',
  ...over,
});
const offer = (over: Partial<Parameters<typeof scoreOffer>[1]> = {}) => ({
  name: '阿莫西林胶囊',
  generic_name: '阿莫西林胶囊',
  spec: '0.25g×24粒',
  sccj: '华北制药',
  approval_number: '国药准字H13020780',
  ...over,
});

describe('normalising', () => {
  it('folds full-width, case, spaces and brackets', () => {
    expect(normaliseName(' 阿莫西林胶囊（阿莫仙） ')).toBe('阿莫西林胶囊阿莫仙');
    expect(normaliseName('ＶＣ银翘片')).toBe('vc银翘片');
    expect(normaliseApproval('国药准字 h13020780')).toBe('国药准字H13020780');
    expect(normaliseApproval('国药准字Ｈ１３０２０７８０')).toBe('国药准字H13020780');
  });

  it('reads ×, x and * alike in a spec', () => {
    expect(normaliseSpec('0.25g×24粒')).toBe(normaliseSpec('0.25G*24粒'));
    expect(normaliseSpec('0.25g x 24粒')).toBe('0.25g*24粒');
  });

  it('drops company suffixes from a manufacturer', () => {
    expect(normaliseMaker('华北制药股份有限公司')).toBe('华北制药');
    expect(normaliseMaker('华北制药集团有限责任公司')).toBe('华北制药');
    expect(normaliseMaker('哈药集团制药总厂')).toBe('哈药集团制药');
  });
});

describe('scoring', () => {
  it('is surest on the approval number, whatever the name says', () => {
    const score = scoreOffer(row({ name: '阿莫仙', approval_number: '国药准字h13020780' }), offer());
    expect(score.basis).toBe('批准文号');
    expect(score.confidence).toBe(100);
  });

  it('adds spec and manufacturer to an equal name', () => {
    expect(scoreOffer(row(), offer())).toEqual({ confidence: 100, basis: '名称+规格+厂家' });
    expect(scoreOffer(row({ spec: '0.5g*12粒' }), offer()).confidence).toBe(70);
    expect(scoreOffer(row({ manufacturer: '', spec: '' }), offer()).confidence).toBe(50);
  });

  it('takes a name that contains the other as weaker', () => {
    expect(scoreOffer(row({ name: '阿莫西林', spec: '', manufacturer: '' }), offer()).confidence).toBe(35);
  });

  it('is no candidate without a name or approval match', () => {
    expect(scoreOffer(row({ name: '布洛芬缓释胶囊' }), offer()).confidence).toBe(0);
  });

  it('ranks best first and leaves out non-candidates', () => {
    const offers = [
      offer({ sccj: '石药集团', approval_number: 'X1' }),
      offer({ name: '布洛芬', generic_name: '布洛芬' }),
      offer(),
    ];
    const ranked = rankCandidates(row(), offers);
    expect(ranked.map((c) => c.sccj)).toEqual(['华北制药', '石药集团']);
    expect(ranked[0]?.confidence).toBeGreaterThan(ranked[1]?.confidence ?? 100);
  });
});

describe('column detection', () => {
  it('finds each field in any order, exact names before contained ones', () => {
    expect(detectMapping(['数量', '生产厂家', '规格', '批准文号', '商品名称'])).toEqual({
      quantity: 0,
      manufacturer: 1,
      spec: 2,
      approval_number: 3,
      name: 4,
    });
    expect(detectMapping(['序号', '品名', '规格型号', '厂家', '采购数量（盒）'])).toEqual({
      name: 1,
      spec: 2,
      manufacturer: 3,
      quantity: 4,
      approval_number: null,
    });
  });

  it('gives a column to one field only', () => {
    const mapping = detectMapping(['名称', '名称']);
    expect(mapping.name).toBe(0);
    expect(mapping.spec).toBeNull();
  });

  it('tells a header row from a goods row', () => {
    expect(headerScore(['商品名称', '数量'])).toBe(2);
    expect(headerScore(['阿莫西林胶囊', '3'])).toBe(0);
  });
});

describe('CSV', () => {
  it('reads quotes, doubled quotes, CRLF and tabs', () => {
    expect(parseCsv('名称,数量\r\n"阿莫西林, 胶囊","2"\r\n"说""明",3')).toEqual([
      ['名称', '数量'],
      ['阿莫西林, 胶囊', '2'],
      ['说"明', '3'],
    ]);
    expect(parseCsv('名称\t数量\n阿莫西林\t2\n')).toEqual([
      ['名称', '数量'],
      ['阿莫西林', '2'],
    ]);
  });
});
