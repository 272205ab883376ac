/** Where every app reaches the API: its own origin, under /api. */
export const API_PREFIX = '/api';
