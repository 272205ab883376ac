/** The account's zone when the account names none (the API's default). */
export const DEFAULT_TIME_ZONE = 'Africa/Nairobi';
