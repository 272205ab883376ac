/**
 * Every app ships its own atomic CSS, and two apps often contain the same class (`.dft-px_4`). When a
 * remote's stylesheet loads after the shell's, its copy of a base class would beat the shell's responsive
 * class (`.md:dft-px_8`) on the same element. Moving each breakpoint's rules into a cascade layer of its own,
 * ordered after `utilities`, makes wider-screen rules win whatever order the stylesheets arrive in.
 */
const BREAKPOINT_LAYERS = {
  '40rem': 'bp-sm',
  '48rem': 'bp-md',
  '64rem': 'bp-lg',
  '80rem': 'bp-xl',
  '96rem': 'bp-2xl',
};

const isUtilitiesLayer = (node) =>
  node?.type === 'atrule' && node.name === 'layer' && node.params === 'utilities';

function breakpointLayers() {
  return {
    postcssPlugin: 'daftari-breakpoint-layers',
    OnceExit(root, { AtRule }) {
      const moved = new Map();
      root.walkAtRules('media', (media) => {
        const minWidth = /^screen and \(min-width:\s*([\d.]+rem)\)$/.exec(media.params.trim());
        const layerName = minWidth && BREAKPOINT_LAYERS[minWidth[1]];
        if (!layerName || !isUtilitiesLayer(media.parent)) return;
        let layer = moved.get(layerName);
        if (!layer) {
          layer = new AtRule({ name: 'layer', params: layerName });
          moved.set(layerName, layer);
        }
        layer.append(media.remove());
      });
      if (moved.size === 0) return;
      // Declare all of them, in order, so every stylesheet agrees on the order whichever loads first.
      root.append(new AtRule({ name: 'layer', params: Object.values(BREAKPOINT_LAYERS).join(', ') }));
      for (const name of Object.values(BREAKPOINT_LAYERS)) {
        const layer = moved.get(name);
        if (layer) root.append(layer);
      }
    },
  };
}
breakpointLayers.postcss = true;

module.exports = { breakpointLayers, BREAKPOINT_LAYERS };
