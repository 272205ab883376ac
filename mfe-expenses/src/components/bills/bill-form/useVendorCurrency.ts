import { contactQuery } from '@daftari/api-client';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import type { BillFormApi } from '../../../lib/bill-form.ts';

/** A new bill takes its vendor's default currency, until the owner picks one. */
export function useVendorCurrency(form: BillFormApi, enabled: boolean) {
  const contactId = useWatch({ control: form.control, name: 'contact_id' });
  const vendor = useQuery({ ...contactQuery(contactId ?? 0), enabled: enabled && contactId !== null });
  const currency = vendor.data?.currency;
  const { getFieldState, setValue } = form;
  useEffect(() => {
    if (enabled && currency && !getFieldState('currency').isDirty) {
      setValue('currency', currency);
      setValue('exchange_rate', '');
    }
  }, [enabled, currency, getFieldState, setValue]);
}
