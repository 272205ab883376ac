import {
  ApiError,
  businessKeyKeys,
  getPaystackSettings,
  getSmtpSettings,
  removePaystackSettings,
  removeSmtpSettings,
  savePaystackSettings,
  saveSmtpSettings,
  testPaystackSettings,
  testSmtpSettings,
} from '@daftari/api-client';
import type { PaystackSettingsRequest, SmtpSettingsRequest } from '@daftari/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The routes that change the keys: the owner's alone (the permission table). */
export const PAYSTACK_CHANGE = 'PUT /api/account/paystack';
export const SMTP_CHANGE = 'PUT /api/account/smtp';

/** A change whose answer is the settings as they now stand: it replaces the cached ones. */
function useSettingsChange<Input, Settings>(
  key: readonly unknown[],
  change: (input: Input) => Promise<Settings>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (settings) => queryClient.setQueryData(key, settings),
  });
}

export const usePaystackSettings = () =>
  useQuery({ queryKey: businessKeyKeys.paystack(), queryFn: getPaystackSettings });
export const useSavePaystack = () =>
  useSettingsChange(businessKeyKeys.paystack(), (request: PaystackSettingsRequest) =>
    savePaystackSettings(request),
  );
export const useRemovePaystack = () =>
  useSettingsChange(businessKeyKeys.paystack(), (_: undefined) => removePaystackSettings());
export const useTestPaystack = () => useMutation({ mutationFn: (_: undefined) => testPaystackSettings() });

export const useSmtpSettings = () => useQuery({ queryKey: businessKeyKeys.smtp(), queryFn: getSmtpSettings });
export const useSaveSmtp = () =>
  useSettingsChange(businessKeyKeys.smtp(), (request: SmtpSettingsRequest) => saveSmtpSettings(request));
export const useRemoveSmtp = () =>
  useSettingsChange(businessKeyKeys.smtp(), (_: undefined) => removeSmtpSettings());
export const useTestSmtp = () => useMutation({ mutationFn: (_: undefined) => testSmtpSettings() });

/** A refusal's messages under the form's fields (`details` names them as the body does); the rest as one line. */
export function fieldErrors(
  error: unknown,
  names: readonly string[],
): { fields: Record<string, string>; rest: string } {
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  const details = error instanceof ApiError ? error.details : undefined;
  for (const [key, messages] of Object.entries(details ?? {})) {
    if (names.includes(key)) fields[key] = messages.join(' ');
    else rest.push(messages.join(' '));
  }
  return { fields, rest: rest.join(' ') };
}
