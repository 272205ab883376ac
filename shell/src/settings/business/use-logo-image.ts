import { fetchAccountLogo } from '@daftari/api-client';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * The logo as an object URL for an <img>: it is fetched with the bearer token, which an <img src> would not
 * send. Keyed by `logo_url`, whose `?v=` changes with the logo.
 */
export function useLogoImage(logoUrl: string | null | undefined): string | null {
  const image = useQuery({
    queryKey: ['account-logo', logoUrl],
    queryFn: () => fetchAccountLogo(logoUrl ?? ''),
    enabled: Boolean(logoUrl),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [src, setSrc] = useState<string | null>(null);
  const blob = logoUrl ? image.data : undefined;
  useEffect(() => {
    if (!blob) {
      setSrc(null);
      return;
    }
    const url = URL.createObjectURL(blob);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return src;
}
