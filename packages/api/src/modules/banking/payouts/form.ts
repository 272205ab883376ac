import type { FastifyRequest } from 'fastify';
import { HttpError, invalidField } from '../../../http/errors.ts';
import { multipartError, readWholeFile } from '../../../http/upload.ts';
import { STATEMENT_MAX_BYTES } from '../statement-form.ts';

export interface PayoutForm {
  file: Buffer;
  /** The bank money account the payouts were paid into, when named. */
  bankAccountId?: number;
}

/**
 * POST /bank_accounts/{id}/payouts: the export (field `file`) and the text field `bank_account_id`, in either
 * order, with the statement import's limits (10 MB: 413). 415 when not multipart, 422 without a file or with
 * a bank account that is no id.
 */
export async function readPayoutForm(request: FastifyRequest): Promise<PayoutForm> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Send the settlements export as multipart/form-data in the field "file"');
  }
  const form: Partial<PayoutForm> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && !form.file)
          form.file = await readWholeFile(part, STATEMENT_MAX_BYTES);
        else part.file.resume();
        continue;
      }
      if (part.valueTruncated) throw new HttpError(413, `The field ${part.fieldname} is too large`);
      if (part.fieldname !== 'bank_account_id') continue;
      const value = String(part.value).trim();
      const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 0;
      if (!id || id > 2_147_483_647) throw invalidField('bank_account_id', 'Bank account not found');
      form.bankAccountId = id;
    }
  } catch (error) {
    throw multipartError(error, request, 'The file is too large; the maximum is 10 MB');
  }
  if (!form.file) {
    throw new HttpError(422, 'Choose the settlements export to import', {
      file: ['A file is required in the field "file"'],
    });
  }
  return form as PayoutForm;
}
