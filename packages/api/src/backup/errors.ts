/** A backup, restore or copy refused (bad archive, non-empty target, versions that do not fit): nothing changed. */
export class BackupRefusedError extends Error {
  override readonly name = 'BackupRefusedError';
}
