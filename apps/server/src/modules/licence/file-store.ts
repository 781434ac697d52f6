/**
 * Licence scans on disk under DATA_DIR/uploads, outside the web root, named by the SHA-256 of
 * their bytes: the same scan uploaded twice is stored once, and a name never reveals its owner.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export class FileStore {
  constructor(private readonly root: string) {}

  static inDataDir(dataDir: string): FileStore {
    return new FileStore(join(dataDir, 'uploads'));
  }

  private pathOf(sha256: string): string {
    if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error('not a sha256 name');
    return join(this.root, sha256.slice(0, 2), sha256);
  }

  /** Stores the bytes and returns their SHA-256 (hex). */
  async save(bytes: Buffer): Promise<string> {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const path = this.pathOf(sha256);
    try {
      await access(path);
      return sha256;
    } catch {
      // not stored yet
    }
    await mkdir(join(this.root, sha256.slice(0, 2)), { recursive: true });
    // Write aside, then rename: a reader never sees half a file.
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, path);
    return sha256;
  }

  /** The stored bytes, or null when they are gone from disk. */
  async open(sha256: string): Promise<ReadStream | null> {
    const path = this.pathOf(sha256);
    try {
      await access(path);
    } catch {
      return null;
    }
    return createReadStream(path);
  }
}
