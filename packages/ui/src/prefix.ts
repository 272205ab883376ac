/**
 * Every class and CSS variable of the design system starts with `dft`. Change it (e.g. 'dft2') for a
 * breaking design-system major, so two versions can meet on one page without collisions (Panda's "Federated
 * Micro-Frontends" guide).
 */
export const PANDA_PREFIX = 'dft';
