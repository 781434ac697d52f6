/** Layout checks the phone-width tests share. */
import type { Page } from 'playwright-core';

/**
 * Table cells whose words are squeezed to a character or two a line: a run of text broken over three
 * lines or more, with fewer than three characters a line.
 */
export const squeezedCells = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('table th, table td')).flatMap((cell) => {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node.textContent ?? '').replace(/\s+/g, '');
        if (text.length < 3) continue;
        range.selectNodeContents(node);
        const lines = Array.from(range.getClientRects()).filter((rect) => rect.width > 0).length;
        if (lines >= 3 && text.length / lines < 3)
          return [
            `${text.slice(0, 8)} (${lines} lines, ${Math.round(cell.getBoundingClientRect().width)} px)`,
          ];
      }
      return [];
    }),
  );
