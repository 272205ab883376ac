import { http, send } from '@daftari/api-client';
import {
  type DarajaSettingsRequest,
  darajaRegistrationSchema,
  darajaSettingsSchema,
  dataEnvelope,
} from '@daftari/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invoiceKeys } from './keys.ts';

const settingsEnvelope = dataEnvelope(darajaSettingsSchema);
const registrationEnvelope = dataEnvelope(darajaRegistrationSchema);

/** GET /account/daraja: the business's own Daraja app (never its secrets). */
export function useDarajaSettings() {
  return useQuery({
    queryKey: invoiceKeys.daraja(),
    queryFn: async () => {
      const { body } = await send(
        settingsEnvelope,
        () => http.get('account/daraja'),
        'Failed to load the Daraja settings',
      );
      return body.data;
    },
  });
}

/** PUT /account/daraja; the answer replaces the cached settings. */
export function useUpdateDaraja() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: DarajaSettingsRequest) => {
      const { body } = await send(
        settingsEnvelope,
        () => http.put('account/daraja', { json: request }),
        'Failed to save the Daraja settings',
      );
      return body.data;
    },
    onSuccess: (settings) => queryClient.setQueryData(invoiceKeys.daraja(), settings),
  });
}

/** POST /account/daraja/register_urls: Safaricom's C2B register URL for the shortcode. */
export function useRegisterDarajaUrls() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { body } = await send(
        registrationEnvelope,
        () => http.post('account/daraja/register_urls'),
        'Failed to register the URLs',
      );
      return body.data;
    },
    onSuccess: (registration) => queryClient.setQueryData(invoiceKeys.daraja(), registration.settings),
  });
}
