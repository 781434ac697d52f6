import { describe, expect, it } from 'vitest';
import { lookupOf } from './activity-lookup';

const of = (query: string) => lookupOf(new URLSearchParams(query));

describe('lookupOf', () => {
  it('reads an id with its kind, an activity by default', () => {
    expect(of('id=5')).toEqual({ kind: 'activity', id: 5 });
    expect(of('kind=hdmb&id=3')).toEqual({ kind: 'hdmb', id: 3 });
    expect(of('slug=welfare')).toEqual({ kind: 'activity', slug: 'welfare' });
  });

  it('reads the segments of /activity/:url?/:url1?/:url2?', () => {
    expect(of('url=12')).toEqual({ kind: 'activity', id: 12 });
    expect(of('url=yyh&url1=8')).toEqual({ kind: 'yyh', id: 8 });
    expect(of('url=welfare')).toEqual({ kind: 'activity', slug: 'welfare' });
  });

  it('names nothing for what could not exist', () => {
    for (const q of [
      '',
      'id=0',
      'id=x',
      'kind=foo&id=1',
      'slug=%3Cb%3E',
      'url=0',
      'url=a/b',
      'url=zqmb&url1=x',
    ]) {
      expect(of(q), q).toBeNull();
    }
  });
});
