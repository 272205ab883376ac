export type UnreadableReason =
  | 'empty'
  | 'too_large'
  | 'image_too_large'
  | 'unsupported_type'
  | 'corrupt_image'
  | 'corrupt_pdf'
  | 'encrypted_pdf'
  | 'pdf_without_text'
  | 'no_text'
  | 'no_receipt_fields'
  | 'timeout';

/**
 * The receipt could not be read. `message` is meant for the person who uploaded it (the route answers 422
 * with it); `reason` is for logs and tests.
 */
export class UnreadableReceiptError extends Error {
  override readonly name = 'UnreadableReceiptError';
  constructor(
    readonly reason: UnreadableReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const MESSAGES = {
  empty: 'The receipt file is empty. Choose the file again or enter the expense manually.',
  too_large: 'The receipt file is larger than 5 MB. Upload a smaller photo or PDF.',
  image_too_large: 'This image has too many pixels to read. Upload a smaller photo or enter it manually.',
  unsupported_type: 'This file type cannot be read. Upload a PDF, PNG, JPEG or WebP receipt.',
  corrupt_image: 'We could not open this image. It may be damaged; try another photo or enter it manually.',
  corrupt_pdf: 'We could not open this PDF. It may be damaged; try another file or enter it manually.',
  encrypted_pdf: 'This PDF is password-protected. Remove the password or enter the expense manually.',
  pdf_without_text:
    'This PDF has no text layer (it looks like a scan) and could not be read. Upload a photo of the receipt or enter it manually.',
  no_text: 'We could not read any text on this receipt. Try a sharper photo or enter it manually.',
  no_receipt_fields:
    'We could not find a merchant, date or total on this receipt. Try a sharper photo or enter it manually.',
  timeout: 'Reading this receipt took too long. Try a smaller or sharper photo, or enter it manually.',
} as const satisfies Record<UnreadableReason, string>;

export function unreadable(reason: UnreadableReason, cause?: unknown): UnreadableReceiptError {
  return new UnreadableReceiptError(reason, MESSAGES[reason], cause === undefined ? undefined : { cause });
}
