const { breakpointLayers } = require('@daftari/ui/postcss-breakpoint-layers');
const { shellProvidedLayers } = require('@daftari/ui/postcss-shell-provided-layers');

module.exports = { plugins: [require('@pandacss/dev/postcss')(), breakpointLayers(), shellProvidedLayers()] };
