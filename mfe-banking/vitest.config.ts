export { default } from '@daftari/test-utils/vitest-config';
