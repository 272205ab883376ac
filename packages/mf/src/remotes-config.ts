import { type AreaName, areaNames } from './areas.ts';

/** `/remotes.json`: where each remote's manifest lives, read by the shell at run time. */
export type RemotesConfig = Partial<Record<AreaName, string>>;

export function remotesConfigSchemaCheck(input: unknown): RemotesConfig {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new Error('remotes.json must be an object of area name to manifest URL');
  }
  const config: RemotesConfig = {};
  for (const [name, url] of Object.entries(input)) {
    if (!areaNames.includes(name as AreaName)) throw new Error(`remotes.json names an unknown area: ${name}`);
    if (typeof url !== 'string' || url.length === 0) throw new Error(`remotes.json: ${name} needs a URL`);
    config[name as AreaName] = url;
  }
  return config;
}
