/**
 * The public URLs Safaricom calls for a business, by the secret token of its paybill. Daraja refuses URLs
 * that contain "mpesa", "safaricom", "query", "sql", "exec" or "cmd", so they all live under `/api/paybill`.
 */
export const paybillUrls = (origin: string, token: string) => {
  const base = `${origin.replace(/\/+$/, '')}/api/paybill/${token}`;
  return {
    confirmation: `${base}/confirmation`,
    validation: `${base}/validation`,
    stkCallback: `${base}/stk-callback`,
  };
};
