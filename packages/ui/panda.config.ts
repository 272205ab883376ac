import { defineConfig } from '@pandacss/dev';
import { createUiPandaConfig } from './src/panda-config.ts';

// Same preset, prefix, layers and import map as every app (see src/panda-config.ts).
export default defineConfig(createUiPandaConfig());
