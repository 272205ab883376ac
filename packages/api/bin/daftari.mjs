#!/usr/bin/env node
// `pnpm daftari …`: the built command line (dist/cli.js, written by the API's build) when there is one, else
// the sources through tsx (development).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const built = join(root, 'dist', 'cli.js');
const args = existsSync(built)
  ? [built, ...process.argv.slice(2)]
  : ['--import', 'tsx', join(root, 'src', 'cli.ts'), ...process.argv.slice(2)];
const { status, error } = spawnSync(process.execPath, args, { stdio: 'inherit' });
if (error) throw error;
process.exit(status ?? 1);
