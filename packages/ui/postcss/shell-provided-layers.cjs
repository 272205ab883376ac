/**
 * In the composed app the shell's stylesheet holds the design tokens (CSS variables) and the global styles,
 * built from the same preset. A production build of an owner area leaves those two layers out of its
 * stylesheet (about 5 KB gzip on each area's first load), as it leaves out the federation runtime; its dev
 * server keeps them, so the area still looks right on its own. The pay-link remote does not use this plugin:
 * its page is also served alone.
 *
 * The consequence, like for @daftari/router's exports: an area may only use tokens that the deployed
 * shell's @daftari/ui has (a token added in a newer minor version waits for the shell's deploy).
 */
const SHELL_PROVIDED_LAYERS = ['tokens', 'base'];

function shellProvidedLayers() {
  return {
    postcssPlugin: 'daftari-shell-provided-layers',
    OnceExit(root) {
      if (process.env.NODE_ENV !== 'production') return;
      root.walkAtRules('layer', (rule) => {
        // `@layer a, b;` statements (no body) keep the layer order and stay.
        if (rule.nodes && SHELL_PROVIDED_LAYERS.includes(rule.params)) rule.remove();
      });
    },
  };
}
shellProvidedLayers.postcss = true;

module.exports = { shellProvidedLayers };
