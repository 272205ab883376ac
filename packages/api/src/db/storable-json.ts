import { RefusedInputError } from './errors.ts';

/** A UTF-16 surrogate without its other half: JavaScript strings may hold one, PostgreSQL's jsonb refuses it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const wellFormed = (text: string) => text.replace(LONE_SURROGATE, '\ufffd');

/**
 * A parsed JSON body as a jsonb column can store it, whatever a sender put in it: every lone surrogate, in
 * values and keys, becomes U+FFFD (the replacement character), as a UTF-8 decoder would have made it. A body
 * nested deeper than the stack can walk (thousands of levels: no sender's payload) is refused input.
 */
export function storableJson(value: unknown): unknown {
  try {
    return JSON.parse(
      JSON.stringify(value, (_key, current: unknown) => {
        if (typeof current === 'string') return wellFormed(current);
        if (current !== null && typeof current === 'object' && !Array.isArray(current)) {
          return Object.fromEntries(Object.entries(current).map(([key, inner]) => [wellFormed(key), inner]));
        }
        return current;
      }),
    );
  } catch (error) {
    if (error instanceof RangeError) throw new RefusedInputError('The body is nested too deeply');
    throw error;
  }
}
