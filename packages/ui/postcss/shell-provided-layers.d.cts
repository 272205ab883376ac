import type { PluginCreator } from 'postcss';

export declare const shellProvidedLayers: PluginCreator<void>;
