/** The front door of reminders: what the API's wiring and the other modules may use of it. */
export { produceReminders } from './produce.ts';
export { reminderHandler } from './send.ts';
