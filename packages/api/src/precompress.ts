import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadConfig } from './config.ts';
import { precompressDir } from './web/precompress.ts';
import { remoteMounts } from './web/static-apps.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** After the apps' builds: every built app's text files compressed once, as the server serves them. */
async function main(): Promise<void> {
  const { appsDir } = loadConfig();
  const dists = [join(appsDir, 'shell', 'dist'), ...remoteMounts(appsDir).map(([, dir]) => dir)];
  for (const dist of dists.filter((dir) => existsSync(dir))) {
    const totals = await precompressDir(dist);
    process.stdout.write(
      `precompressed ${relative(appsDir, dist)}: ${totals.files} files, ${kb(totals.bytes)} → br ${kb(totals.br)}, gzip ${kb(totals.gzip)}\n`,
    );
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`precompress failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
