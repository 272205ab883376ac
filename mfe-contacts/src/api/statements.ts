import {
  downloadContactStatementPdf,
  emailContactStatement,
  getContactStatement,
  saveBlob,
} from '@daftari/api-client';
import { type Contact, contactName, type EmailContactStatementRequest } from '@daftari/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { contactKeys } from './keys.ts';

export interface StatementPeriod {
  from: string;
  to: string;
}

const statementKey = (id: number, period: StatementPeriod) =>
  [...contactKeys.detail(id), 'statement', period] as const;

/** The statement over a period; the previous period's stays on screen while the next one loads. */
export function useContactStatement(id: number, period: StatementPeriod, enabled: boolean) {
  return useQuery({
    queryKey: statementKey(id, period),
    queryFn: () => getContactStatement(id, period),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The name the API gives the PDF, else the same name made here. */
export const statementFileName = (contact: Contact, { from, to }: StatementPeriod) =>
  `Statement ${contactName(contact)} ${from} to ${to}.pdf`.replace(/[/\\]/g, '-');

export function useDownloadStatementPdf(contact: Contact) {
  return useMutation({
    mutationFn: async (period: StatementPeriod) => {
      const { blob, fileName } = await downloadContactStatementPdf(contact.id, period);
      saveBlob(blob, fileName ?? statementFileName(contact, period));
    },
  });
}

export function useEmailStatement(id: number) {
  return useMutation({
    mutationFn: (request: EmailContactStatementRequest) => emailContactStatement(id, request),
  });
}
