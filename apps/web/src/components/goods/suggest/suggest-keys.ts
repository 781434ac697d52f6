/** What a key pressed in the search box does to the suggestions dropdown (SPEC §5). */
export type SuggestKeyAction =
  | { kind: 'move'; index: number }
  | { kind: 'search'; keywords: string }
  | { kind: 'close' }
  | { kind: 'none' };

/**
 * The next highlighted row: Down from the last row wraps to the first, Up from the first (or
 * from none) wraps to the last. -1 means no row is highlighted.
 */
export function moveHighlight(current: number, count: number, direction: 1 | -1): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return direction === 1 ? 0 : count - 1;
  return (current + direction + count) % count;
}

/**
 * Down/Up move with wrap-around, Enter searches the highlighted suggestion or else the typed
 * keywords (trimmed; nothing when empty), Esc closes.
 */
export function suggestKeyAction(
  key: string,
  state: { index: number; names: readonly string[]; keywords: string },
): SuggestKeyAction {
  switch (key) {
    case 'ArrowDown':
      return { kind: 'move', index: moveHighlight(state.index, state.names.length, 1) };
    case 'ArrowUp':
      return { kind: 'move', index: moveHighlight(state.index, state.names.length, -1) };
    case 'Escape':
      return { kind: 'close' };
    case 'Enter': {
      const picked = state.index >= 0 ? state.names[state.index] : undefined;
      const keywords = (picked ?? state.keywords).trim();
      return keywords === '' ? { kind: 'none' } : { kind: 'search', keywords };
    }
    default:
      return { kind: 'none' };
  }
}
