import {
  contactQuery,
  createContact,
  currentUserQuery,
  importContacts,
  listContacts,
  updateContact,
} from '@daftari/api-client';
import type { ContactImportMapping, ContactListQuery, ContactRequest } from '@daftari/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contactKeys } from './keys.ts';

/** A page of contacts; the previous page stays on screen while the next one loads. */
export function useContacts(params: ContactListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: contactKeys.list(params),
    queryFn: () => listContacts(params),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function useContact(id: number) {
  return useQuery(contactQuery(id));
}

/** After any write: lists, the contact and the current user (its account's has_contacts may change). */
function useInvalidateContacts() {
  const queryClient = useQueryClient();
  return (id?: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contactKeys.lists() }),
      id === undefined ? null : queryClient.invalidateQueries({ queryKey: contactKeys.detail(id) }),
      queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
    ]);
}

export function useCreateContact() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateContacts();
  return useMutation({
    mutationFn: (request: ContactRequest) => createContact(request),
    onSuccess: (contact) => {
      queryClient.setQueryData(contactKeys.detail(contact.id), contact);
      void invalidate();
    },
  });
}

export function useUpdateContact(id: number) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateContacts();
  return useMutation({
    mutationFn: (request: ContactRequest) => updateContact(id, request),
    onSuccess: (contact) => {
      queryClient.setQueryData(contactKeys.detail(id), contact);
      void invalidate(id);
    },
  });
}

/** The file, whether to only check it, and the owner's mapping of its columns. */
interface ImportRequest {
  file: Blob;
  dryRun?: boolean;
  mapping?: ContactImportMapping;
}

/** A dry run checks the file and previews it; a real run imports every row or none. */
export function useImportContacts() {
  const invalidate = useInvalidateContacts();
  return useMutation({
    mutationFn: ({ file, dryRun = false, mapping }: ImportRequest) =>
      importContacts(file, { dryRun, mapping }),
    onSuccess: (_answer, { dryRun }) => {
      if (!dryRun) void invalidate();
    },
  });
}
