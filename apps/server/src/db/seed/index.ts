import type { DbHandle } from '../client.ts';

export interface SeedOptions {
  /** Number of offers to generate (DESIGN §7: at least 3,000 by default). */
  size: number;
}

/** Seeds the demo store into an empty, migrated database. */
export async function seedDemo(_handle: DbHandle, _options: SeedOptions): Promise<void> {
  throw new Error('seedDemo is being written');
}
