import { describe, expect, it } from 'vitest';
import { checkFeedback } from './feedback-check';

const ok = { type: '服务投诉', content: '配送太慢了，希望改进', contact: '', imageCount: 0 };

describe('checkFeedback', () => {
  it('accepts a complete draft, with or without a contact', () => {
    expect(checkFeedback(ok)).toEqual({});
    expect(checkFeedback({ ...ok, contact: '13812345678' })).toEqual({});
    expect(checkFeedback({ ...ok, contact: '0571-88880001' })).toEqual({});
    expect(checkFeedback({ ...ok, contact: 'a_b@kangyuan.cn' })).toEqual({});
  });

  it('names every field that breaks a rule, in Chinese', () => {
    const errors = checkFeedback({ type: '', content: ' 太慢 ', contact: '12345', imageCount: 4 });
    expect(Object.keys(errors).sort()).toEqual(['contact', 'content', 'images', 'type']);
    expect(errors.content).toBe('反馈内容需为 5-500 个字');
    expect(errors.images).toBe('最多上传 3 张图片');
  });

  it('counts characters, not UTF-16 units, for the length limits', () => {
    expect(checkFeedback({ ...ok, content: '😀😀😀😀😀' })).toEqual({});
    expect(checkFeedback({ ...ok, content: '\u200B'.repeat(10) })).toEqual({
      content: '反馈内容需为 5-500 个字',
    });
    expect(checkFeedback({ ...ok, content: '好'.repeat(501) }).content).toBeDefined();
  });
});
