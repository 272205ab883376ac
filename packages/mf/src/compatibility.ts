import { satisfy } from '@module-federation/enhanced/runtime';

/** A `shared` entry of a remote's `mf-manifest.json`: what the remote was built with and what it needs. */
export interface ManifestSharedEntry {
  name: string;
  version?: string;
  singleton?: boolean;
  requiredVersion?: string | false;
}

/** A host share entry as the federation runtime keeps it (`instance.options.shared`). */
export interface HostSharedEntry {
  version?: string;
  from?: string;
  shareConfig?: { singleton?: boolean | number };
}

/** A singleton the remote needs in a version the shell does not provide. */
export interface SingletonConflict {
  pkg: string;
  required: string;
  provided: string;
}

/** The singleton versions the shell itself provides, by package name. */
export function hostSingletonVersions(
  shared: Readonly<Record<string, readonly HostSharedEntry[]>>,
  hostName: string,
): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const [pkg, entries] of Object.entries(shared)) {
    const own = entries.find((entry) => entry.from === hostName && entry.shareConfig?.singleton);
    if (own?.version) versions[pkg] = own.version;
  }
  return versions;
}

/**
 * The remote's singleton requirements that the shell's versions do not satisfy, judged with the federation
 * runtime's own semver. Only entries the manifest marks `singleton` are read: the manifest plugin writes
 * subpath shares (`react-dom/client`) without that flag and with the remote's exact version as the range,
 * while their package entry (`react-dom`) carries the real requirement. A singleton the shell does not
 * provide is no conflict: the remote brings the only copy.
 */
export function singletonConflicts(
  remoteShared: readonly ManifestSharedEntry[],
  provided: Readonly<Record<string, string>>,
): SingletonConflict[] {
  return remoteShared.flatMap((entry) => {
    const version = provided[entry.name];
    const required = entry.requiredVersion;
    if (!entry.singleton || version === undefined || typeof required !== 'string') return [];
    return satisfy(version, required) ? [] : [{ pkg: entry.name, required, provided: version }];
  });
}

/** The `shared` list of a fetched manifest; throws when the text is not a federation manifest. */
export function manifestShared(text: string, url: string): ManifestSharedEntry[] {
  let shared: unknown;
  try {
    shared = (JSON.parse(text) as { shared?: unknown } | null)?.shared;
  } catch {
    // not JSON: reported below like any other document that is no manifest
  }
  if (!Array.isArray(shared) || !shared.every((entry) => typeof entry?.name === 'string')) {
    throw new Error(`${url} is not a federation manifest (no "shared" list).`);
  }
  return shared as ManifestSharedEntry[];
}
