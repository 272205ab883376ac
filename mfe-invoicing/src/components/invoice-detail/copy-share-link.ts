import { messageOf } from '@daftari/api-client';
import { payLinkUrl } from '@daftari/contracts';
import { toast, toastError } from '@daftari/ui';

/** Copies the public link where customers view and pay the invoice, and says how that went. */
export async function copyShareLink(invoiceId: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('The clipboard is not available in this browser.');
    await navigator.clipboard.writeText(payLinkUrl(window.location.origin, invoiceId));
    toast.success('Link copied to clipboard', {
      description: 'You can share this link to view the invoice.',
    });
  } catch (error) {
    toastError('Failed to copy link', messageOf(error, ''));
  }
}
