import { definePreset } from '@pandacss/dev';

export const daftariPreset = definePreset({ name: 'daftari' });
