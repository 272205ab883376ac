import { defineConfig } from '@pandacss/dev';
import { daftariPreset } from './src/preset/index.ts';

export default defineConfig({
  presets: [daftariPreset],
  preflight: false,
  include: ['./src/**/*.{ts,tsx}'],
  outdir: 'styled-system',
  jsxFramework: 'react',
});
