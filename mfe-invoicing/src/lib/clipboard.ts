import { messageOf } from '@daftari/api-client';
import { toast, toastError } from '@daftari/ui';

export interface CopyMessages {
  copied: string;
  description?: string;
  failed: string;
}

/** Copies `text` to the clipboard and says how that went in a toast. */
export async function copyToClipboard(text: string, messages: CopyMessages): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('The clipboard is not available in this browser.');
    await navigator.clipboard.writeText(text);
    toast.success(messages.copied, messages.description ? { description: messages.description } : undefined);
  } catch (error) {
    toastError(messages.failed, messageOf(error, ''));
  }
}
