/**
 * Fills the spellings of search terms and manufacturers that have none yet. The database keeps
 * the list of terms itself (a trigger on goods adds every new name and generic name) but cannot
 * read Chinese as pinyin, so whatever writes catalogue rows calls this afterwards: the seed, the
 * start of the server (rows written by hand or before a spelling change), test fixtures.
 * Rows still waiting are found by Chinese text, not yet by pinyin.
 */
import type { DbHandle } from '../../../db/client.ts';
import { spell } from './spelling.ts';

const CHUNK = 5000;

async function spellTable(handle: DbHandle, table: 'search_terms' | 'manufacturers', key: 'term' | 'name') {
  let spelled = 0;
  for (;;) {
    const rows = await handle.query<{ text: string }>(
      `SELECT ${key} AS text FROM ${table} WHERE pinyin_words IS NULL LIMIT ${CHUNK}`,
    );
    if (rows.length === 0) return spelled;
    const values = rows.map((r) => {
      const s = spell(r.text);
      return {
        text: r.text,
        pinyin: s.pinyin,
        initials: s.initials,
        pinyin_words: s.pinyinWords,
        initials_words: s.initialsWords,
      };
    });
    await handle.query(
      `UPDATE ${table} t SET pinyin = v.pinyin, initials = v.initials,
         pinyin_words = v.pinyin_words, initials_words = v.initials_words
       FROM jsonb_to_recordset($1::jsonb)
         AS v(text text, pinyin text, initials text, pinyin_words text, initials_words text)
       WHERE t.${key} = v.text`,
      [JSON.stringify(values)],
    );
    spelled += rows.length;
  }
}

/** How many rows it spelled. */
export async function spellSearchTerms(handle: DbHandle): Promise<number> {
  return (
    (await spellTable(handle, 'search_terms', 'term')) + (await spellTable(handle, 'manufacturers', 'name'))
  );
}
