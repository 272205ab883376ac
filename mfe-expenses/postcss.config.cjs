const { breakpointLayers } = require('@daftari/ui/postcss-breakpoint-layers');

module.exports = { plugins: [require('@pandacss/dev/postcss')(), breakpointLayers()] };
