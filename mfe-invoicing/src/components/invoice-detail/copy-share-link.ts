import { messageOf } from '@daftari/api-client';
import { payLinkUrl } from '@daftari/contracts';
import { toast, toastError } from '@daftari/ui';

/** Copies the public link where customers view and pay the invoice, and says how that went. */
export const copyShareLink = (invoiceId: string) =>
  copyPublicLink(payLinkUrl(window.location.origin, invoiceId), 'invoice');

/** Copies a document's public link for its customer, and says how that went. */
export async function copyPublicLink(url: string, what: 'invoice' | 'estimate'): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('The clipboard is not available in this browser.');
    await navigator.clipboard.writeText(url);
    toast.success('Link copied to clipboard', {
      description: `You can share this link to view the ${what}.`,
    });
  } catch (error) {
    toastError('Failed to copy link', messageOf(error, ''));
  }
}
