// A stand-in for the web app's build (`WEB_DIST_DIR`): the page shell and a server renderer whose source a test
// writes, so server-rendered pages are kept and checked as the real ones are (docs/decisions/024).
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A folder holding `index.html` and `ssr/entry-server.js` (the renderer's source): pass it as WEB_DIST_DIR. */
export async function standInWebBuild(rendererSource: string): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'shop-web-dist-'));
  await mkdir(path.join(dist, 'ssr'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><title>shop</title><!--shop-config--><div id="root"></div>',
  );
  await writeFile(path.join(dist, 'ssr', 'entry-server.js'), rendererSource);
  return dist;
}
