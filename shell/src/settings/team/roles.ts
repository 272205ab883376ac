import { ROLES, type Role } from '@daftari/contracts';

/** What each role may do, as the team screen explains it when a role is chosen. */
export const ROLE_LABELS: Record<Role, { label: string; description: string }> = {
  owner: { label: 'Owner', description: 'Everything, the team and the payment keys included' },
  accountant: {
    label: 'Accountant',
    description: 'The books: journal entries, lock date, reconciliations, tax settings, reports',
  },
  bookkeeper: {
    label: 'Bookkeeper',
    description: 'Day-to-day documents, payments, expenses, bills and statement lines',
  },
  invoicer: {
    label: 'Invoicer',
    description: 'Contacts, estimates, invoices and time; no payments or reports',
  },
  viewer: { label: 'Viewer', description: 'Reads everything, changes nothing' },
};

export const roleItems = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role].label }));

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);
