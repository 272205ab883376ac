import { currentUserQuery } from '@daftari/api-client';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * The account's currency, and, for a new document, its currency field set to it once it arrives with the
 * current user, unless the owner picked one meanwhile.
 */
export function useAccountCurrency<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  name: Path<T> | null,
) {
  const accountCurrency = useQuery(currentUserQuery).data?.account.currency;
  const { getFieldState, setValue } = form;
  useEffect(() => {
    if (name && accountCurrency && !getFieldState(name).isDirty) {
      setValue(name, accountCurrency as T[typeof name]);
    }
  }, [accountCurrency, name, getFieldState, setValue]);
  return accountCurrency;
}
