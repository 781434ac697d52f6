/** The phone the phone-width tests hold, and the layout checks they share. */
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The phone's window: 390 × 844. */
export const PHONE = { width: 390, height: 844 };

/** A new browser context as a touch phone (PHONE, twice the pixel density), in Chinese, on `baseURL`. */
export function phoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    locale: 'zh-CN',
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
}

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

/**
 * How far the document reaches past the window's right edge (`width`), with the outermost elements
 * that do (those no scrolling or clipping container holds), and the window's own width: a touch
 * browser widens its layout viewport to a too wide page, so it must stay the phone's.
 */
export const documentOverflow = (page: Page, width: number) =>
  page.evaluate((width) => {
    const excess = (document.scrollingElement ?? document.documentElement).scrollWidth - width;
    const culprits: string[] = [];
    if (excess > 0) {
      for (const el of Array.from(document.querySelectorAll('body *'))) {
        const r = el.getBoundingClientRect();
        const parent = el.parentElement?.getBoundingClientRect();
        let clipped = false;
        for (let up = el.parentElement; up && !clipped; up = up.parentElement) {
          clipped = getComputedStyle(up).overflowX !== 'visible';
        }
        if (!clipped && r.right > width + 1 && r.width > 0 && (!parent || parent.right <= width + 1)) {
          culprits.push(
            `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} → ${Math.round(r.right)}`,
          );
        }
        if (culprits.length >= 10) break;
      }
    }
    return { innerWidth: window.innerWidth, excess, culprits };
  }, width);

/**
 * What a tap at the centre of the element of `selector` (the first visible one) would land on, when
 * that is not the element itself or inside it: the element lying over it. '' when the tap reaches it.
 */
export const tapCoveredBy = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const target = Array.from(document.querySelectorAll(selector)).find(
      (el) => el.getBoundingClientRect().width > 0,
    );
    if (!target) return `nothing shown for ${selector}`;
    const box = target.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (hit && (target === hit || target.contains(hit))) return '';
    if (!hit) return 'outside the window';
    return `${hit.tagName.toLowerCase()}.${String(hit.className).slice(0, 60)}`;
  }, selector);
