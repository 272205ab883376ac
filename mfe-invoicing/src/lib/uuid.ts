const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from the address can name an invoice or an estimate (any other is not found, unasked). */
export const isUuid = (text: string | undefined): text is string => text !== undefined && UUID.test(text);
