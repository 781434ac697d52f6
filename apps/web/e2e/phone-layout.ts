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

/**
 * Visible text the phone layout squeezes or pushes away, anywhere on the page (tables or not):
 * - `narrow`: an element whose own text (3 characters or more) wraps to two lines or more in a box
 *   under 28 px wide, about two characters: a name, a price or a label broken a character a line;
 * - `number`: a number (a price, an amount, a count, a phone number: 3 digits or more) broken over
 *   two lines, which happens only when its box is narrower than the number itself (a date may break
 *   after its hyphens);
 * - `zero`: an element with text, or a button or link with a name, laid out (some height) but with no
 *   width at all: a name a flex row squeezed to nothing;
 * - `off`: a button, a link or an element with its own text that starts inside the window and ends
 *   past its right edge, outside any box that scrolls sideways or clips within the window: a button
 *   running off screen.
 * Each finding reads `kind "text" (width px, lines)`, with the element's class, at most `limit`.
 */
export const squeezedText = (page: Page, limit = 12) =>
  page.evaluate((limit) => {
    const width = window.innerWidth;
    const found: string[] = [];
    const range = document.createRange();
    const describe = (kind: string, el: Element, text: string, detail: string) =>
      `${kind} "${text.slice(0, 12)}" (${detail}) ${el.tagName.toLowerCase()}.${String(el.className).slice(0, 50)}`;
    /** The number of lines the rects of a range sit on. */
    const linesOf = (r: Range) =>
      new Set(
        Array.from(r.getClientRects())
          .filter((rect) => rect.width > 0)
          .map((rect) => Math.round(rect.top)),
      ).size;
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
    };
    /**
     * Inside a box that scrolls sideways (a wide table's own scroller, a strip of tabs), or one that
     * clips on purpose within the window (a one-line strip of hot keywords cut where it ends).
     */
    const heldBack = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const overflow = getComputedStyle(up).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') return true;
        if (overflow !== 'visible' && up.getBoundingClientRect().right <= width + 1) return true;
      }
      return false;
    };
    /** Hidden for screen readers only (clipped to a pixel), or inside something hidden. */
    const offstage = (el: Element) => {
      for (let up: Element | null = el; up && up !== document.body; up = up.parentElement) {
        if (up.getAttribute('aria-hidden') === 'true' && up !== el) return true;
        const style = getComputedStyle(up);
        if (style.clip !== 'auto' && style.position === 'absolute') return true;
        if (style.clipPath !== 'none' && style.position === 'absolute') return true;
      }
      return false;
    };

    for (const el of Array.from(document.querySelectorAll('body *'))) {
      if (found.length >= limit) break;
      if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'svg'].includes(el.tagName)) continue;
      if (el.closest('svg')) continue;
      const box = el.getBoundingClientRect();
      if (box.height === 0 || !visible(el)) continue;
      const own = Array.from(el.childNodes).filter(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      const ownText = own
        .map((node) => node.textContent ?? '')
        .join('')
        .replace(/\s+/g, '');
      const deepText = (el.textContent ?? '').replace(/\s+/g, '');
      const control = el.tagName === 'BUTTON' || el.tagName === 'A' || el.getAttribute('role') === 'button';

      if (box.width < 1) {
        const clips = getComputedStyle(el).overflowX !== 'visible';
        const label = el.getAttribute('aria-label') ?? '';
        if (
          (ownText !== '' || (deepText !== '' && clips) || (control && (deepText || label))) &&
          !offstage(el)
        ) {
          found.push(describe('zero', el, deepText || label, '0 px'));
        }
        continue;
      }

      if (ownText.length >= 3 && box.width < 28 && !offstage(el)) {
        let lines = 0;
        for (const node of own) {
          range.selectNodeContents(node);
          lines = Math.max(lines, linesOf(range));
        }
        if (lines >= 2) {
          found.push(describe('narrow', el, ownText, `${Math.round(box.width)} px, ${lines} lines`));
          continue;
        }
      }

      let broken = '';
      for (const node of own) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\d[\d.,]*\d/g)) {
          if (match[0].replace(/\D/g, '').length < 3) continue;
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          if (linesOf(range) >= 2) {
            broken = match[0];
            break;
          }
        }
        if (broken) break;
      }
      if (broken && !offstage(el)) {
        found.push(describe('number', el, broken, `${Math.round(box.width)} px`));
        continue;
      }

      if (
        (ownText !== '' || control) &&
        box.left < width - 1 &&
        box.right > width + 1 &&
        !heldBack(el) &&
        !offstage(el)
      ) {
        found.push(describe('off', el, deepText, `${Math.round(box.left)}–${Math.round(box.right)} px`));
      }
    }
    return found;
  }, limit);
