/** What other modules may use of the contacts: their front door. */
export { assertContact } from './assert-contact.ts';
export { registerContactRoutes } from './routes.ts';
export { contactNotFound, createContact, escapeLike, getContact } from './service.ts';
