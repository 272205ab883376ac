/** What other modules may use of the contacts: their front door. */
export { assertContact } from './assert-contact.ts';
