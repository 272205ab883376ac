import { payLinkUrl } from '@daftari/contracts';
import { copyToClipboard } from '../../lib/clipboard.ts';

/** Copies the public link where customers view and pay the invoice, and says how that went. */
export const copyShareLink = (invoiceId: string) =>
  copyPublicLink(payLinkUrl(window.location.origin, invoiceId), 'invoice');

/** Copies a document's public link for its customer, and says how that went. */
export const copyPublicLink = (url: string, what: 'invoice' | 'estimate') =>
  copyToClipboard(url, {
    copied: 'Link copied to clipboard',
    description: `You can share this link to view the ${what}.`,
    failed: 'Failed to copy link',
  });
