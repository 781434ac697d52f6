// Bundles the server into dist/server.js. Dependencies stay in node_modules (resolved at run
// time); the workspace's own TypeScript packages (@mall/*) are compiled into the bundle.
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');

const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@mall/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = Date.now();
rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [join(root, 'src/server.ts')],
  outfile: join(dist, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalDependencies],
});

const migrations = join(root, 'src/db/migrations');
mkdirSync(join(dist, 'migrations'), { recursive: true });
for (const file of readdirSync(migrations).filter((f) => f.endsWith('.sql'))) {
  cpSync(join(migrations, file), join(dist, 'migrations', file));
}
console.log(`server bundled into dist/ in ${Date.now() - started} ms`);
