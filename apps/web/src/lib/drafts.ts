/**
 * What a member typed into a form and has not sent yet, kept in this tab (sessionStorage) per member
 * and form. When the session ends mid-form the buyer is sent to log in and back (SPEC §8); without
 * the draft the page comes back empty and a long 意见反馈 must be typed again. Another member who
 * logs in in this tab finds none of it: the key names the member.
 */
const PREFIX = 'mall.draft.';

const keyOf = (member: string, form: string) => `${PREFIX}${member}.${form}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft<T extends object>(member: string, form: string): Partial<T> | null {
  const text = storage()?.getItem(keyOf(member, form));
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Partial<T>) : null;
  } catch {
    return null;
  }
}

/** Keeps the fields typed so far; nothing left typed (every value empty) forgets the draft. */
export function saveDraft(member: string, form: string, values: Record<string, unknown>): void {
  const typed = Object.values(values).some((v) => typeof v === 'string' && v.trim() !== '');
  try {
    if (typed) storage()?.setItem(keyOf(member, form), JSON.stringify(values));
    else storage()?.removeItem(keyOf(member, form));
  } catch {
    // A full or refused storage only loses the draft.
  }
}

export function clearDraft(member: string, form: string): void {
  storage()?.removeItem(keyOf(member, form));
}
