/** The SQLSTATE codes the API reacts to. */
export const PG_ERROR = {
  uniqueViolation: '23505',
  numericValueOutOfRange: '22003',
  characterNotInRepertoire: '22021',
  untranslatableCharacter: '22P05',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
} as const;

/** A property of a database error, through Drizzle's wrapper (node-postgres and PGlite alike). */
function pgErrorField(error: unknown, field: 'code' | 'constraint'): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const value = (e as Record<string, unknown>)[field];
    if (typeof value === 'string' && (field !== 'code' || /^[0-9A-Z]{5}$/.test(value))) return value;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether the error is a unique violation, of the named constraint (index) when one is given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (pgErrorField(error, 'code') !== PG_ERROR.uniqueViolation) return false;
  return constraint === undefined || pgErrorField(error, 'constraint') === constraint;
}

/** A serialization failure or a deadlock: the transaction lost a race and may be run again from the start. */
export function isTransientConflict(error: unknown): boolean {
  const code = pgErrorField(error, 'code');
  return code === PG_ERROR.serializationFailure || code === PG_ERROR.deadlockDetected;
}

/**
 * Input the database refused outright: the client's mistake, not the server's. Its message is meant for the
 * client (src/http/errors.ts answers it 422).
 */
export class RefusedInputError extends Error {
  override readonly name = 'RefusedInputError';
}

/**
 * Bad input the database refuses outright, as the error to throw where the generic handler would answer 500:
 * text with a NUL character, or an amount too large for its NUMERIC column (answered `amountsTooLarge`).
 * Null for any other error.
 */
export function refusedInput(error: unknown, amountsTooLarge: string): RefusedInputError | null {
  const code = pgErrorField(error, 'code');
  if (code === PG_ERROR.characterNotInRepertoire || code === PG_ERROR.untranslatableCharacter) {
    return new RefusedInputError('Text must not contain NUL (\\u0000) characters');
  }
  if (code === PG_ERROR.numericValueOutOfRange) return new RefusedInputError(amountsTooLarge);
  return null;
}
