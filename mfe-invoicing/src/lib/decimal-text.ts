const NUMBER_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/**
 * Typed text to a number for a contract schema: blank becomes undefined ("... is required"), a number written
 * with grouping commas or spaces is read, anything else stays text so the contract says "... must be a number".
 */
export function readDecimal(text: string): number | string | undefined {
  const trimmed = text.trim().replace(/[,\s]/g, '');
  if (trimmed === '') return undefined;
  return NUMBER_TEXT.test(trimmed) ? Number(trimmed) : text;
}
