// Builds the web app twice from one configuration (docs/decisions/024-server-rendering.md): the browser's bundle
// into the output folder (default dist/, or `--outDir <dir>`), then the server renderer into <output>/ssr/, which
// the API loads and never serves.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { outDir: { type: 'string' } } });
const outDir = path.resolve(root, values.outDir ?? 'dist');

// The manifest tells the server which files hold a page's code, to preload them with the HTML.
await build({ root, build: { outDir, manifest: true } });
await build({
  root,
  // Self-contained, so a build placed outside the repository (WEB_DIST_DIR) still finds React and the rest.
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: path.join(outDir, 'ssr'),
    ssr: 'src/entry-server.tsx',
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: false,
    minify: false,
  },
});
