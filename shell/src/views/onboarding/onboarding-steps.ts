import { type Account, areaPath } from '@daftari/contracts';

export interface OnboardingStep {
  id: 'details' | 'logo' | 'vat' | 'payments' | 'invoice';
  title: string;
  text: string;
  to: string;
  done: boolean;
}

export const BUSINESS_SETTINGS_PATH = '/settings/business';
const INVOICE_DESIGN_PATH = '/settings/invoice-design';

const filled = (value: string | null | undefined) => Boolean(value?.trim());

/** The five steps of a new business's set-up, each ticked from its account. */
export function onboardingSteps(account: Account): OnboardingStep[] {
  const pinSet = filled(account.kra_pin);
  return [
    {
      id: 'details',
      title: 'Business details',
      text: 'Your name, address and KRA PIN, printed on every invoice.',
      to: BUSINESS_SETTINGS_PATH,
      done: (filled(account.legal_name) || filled(account.address?.street)) && pinSet,
    },
    {
      id: 'logo',
      title: 'Your logo',
      text: 'On your invoices, receipts and statements, and on the pay page.',
      to: INVOICE_DESIGN_PATH,
      done: filled(account.logo_url),
    },
    {
      id: 'vat',
      title: 'VAT registration',
      text: 'Whether you charge VAT: registered businesses send TAX INVOICES.',
      to: BUSINESS_SETTINGS_PATH,
      // The account has no "confirmed" flag and `vat_registered` is false both for a business that chose "not
      // registered" and for one that never answered: an owner who entered their KRA PIN has been through the
      // business form, where the VAT question sits beside it, so either fact counts as having answered.
      done: account.vat_registered === true || pinSet,
    },
    {
      id: 'payments',
      title: 'How customers pay',
      text: 'A paybill, till or bank account, shown on invoices and the pay page.',
      to: BUSINESS_SETTINGS_PATH,
      done: filled(account.paybill) || filled(account.till) || filled(account.bank_details?.account_number),
    },
    {
      id: 'invoice',
      title: 'Your first invoice',
      text: 'Bill a customer and share a link they can pay.',
      to: areaPath('invoicing', 'create'),
      done: account.has_invoices,
    },
  ];
}

const dismissKey = (accountId: number) => `daftari.onboarding.hidden.${accountId}`;

export function onboardingDismissed(accountId: number): boolean {
  try {
    return localStorage.getItem(dismissKey(accountId)) === '1';
  } catch {
    return false;
  }
}

export function dismissOnboarding(accountId: number): void {
  try {
    localStorage.setItem(dismissKey(accountId), '1');
  } catch {
    // Storage refused (private mode, quota): the card hides for this visit only.
  }
}
