import {
  type AuditFilters,
  auditKeys,
  downloadAuditCsv,
  errorMessage,
  listAuditEvents,
  saveBlob,
  verifyAuditTrail,
} from '@daftari/api-client';
import { toast } from '@daftari/ui';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';

export const useAuditEvents = (filters: AuditFilters) =>
  useQuery({
    queryKey: auditKeys.list(filters),
    queryFn: () => listAuditEvents(filters),
    placeholderData: keepPreviousData,
  });

export const useVerifyAudit = () =>
  useMutation({
    mutationFn: verifyAuditTrail,
    onError: (error) =>
      toast.error('The audit trail could not be checked', {
        description: errorMessage(error, 'Please try again.'),
      }),
  });

export const useAuditCsv = () =>
  useMutation({
    mutationFn: async (filters: AuditFilters) => saveBlob(await downloadAuditCsv(filters), 'audit-trail.csv'),
    onError: (error) =>
      toast.error('The audit trail was not downloaded', {
        description: errorMessage(error, 'Please try again.'),
      }),
  });
