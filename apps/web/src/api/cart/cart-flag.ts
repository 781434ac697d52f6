import { create } from 'zustand';

/**
 * The cart action flag of SPEC §4: set after an add or a delete; the side panel refetches its list
 * when the flag is set while it is open, then clears it.
 */
export const useCartFlag = create<{ changed: boolean; mark: () => void; clear: () => void }>((set) => ({
  changed: false,
  mark: () => set({ changed: true }),
  clear: () => set({ changed: false }),
}));
