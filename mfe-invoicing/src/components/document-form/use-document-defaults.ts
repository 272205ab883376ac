import { currentUserQuery } from '@daftari/api-client';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/** The business's document settings (payment terms, default notes), once the current user has arrived. */
export const useDocumentSettings = () => useQuery(currentUserQuery).data?.account.document_settings;

/**
 * For a new document, its notes field (`name`) set to the business's default notes once they arrive, unless
 * the owner has typed notes meanwhile; null `name`: an existing document, left as it is.
 */
export function useDefaultNotes<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  name: Path<T> | null,
) {
  const notes = useDocumentSettings()?.default_notes;
  const { getFieldState, getValues, setValue } = form;
  useEffect(() => {
    if (name && notes && !getFieldState(name).isDirty && !getValues(name)) {
      setValue(name, notes as PathValue<T, Path<T>>);
    }
  }, [notes, name, getFieldState, getValues, setValue]);
}
