/** What a news URL asks for: the section of a list path or a `:type`, and the page number. */
import { NEWS_SECTIONS, type NewsSection } from '@mall/shared/content';

const FIRST = NEWS_SECTIONS[0] as NewsSection;

export function sectionOfPath(pathname: string): NewsSection {
  return NEWS_SECTIONS.find((s) => s.path === pathname) ?? FIRST;
}

/** The `:type` of /news/info/:id/:type; an unknown one reads as undefined (the article decides). */
export function sectionOfType(type: string | undefined): NewsSection | undefined {
  return NEWS_SECTIONS.find((s) => String(s.type) === type);
}

export function sectionOfCategoryPath(path: string): NewsSection | undefined {
  return NEWS_SECTIONS.find((s) => s.path === path);
}

/** `?page=N`: a whole number from 1, else 1. */
export function pageOf(search: string): number {
  const raw = new URLSearchParams(search).get('page') ?? '';
  return /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : 1;
}

/** `:id` of the detail path: a positive whole number, else 0. */
export function idOf(raw: string | undefined): number {
  return /^[1-9]\d{0,8}$/.test(raw ?? '') ? Number(raw) : 0;
}
