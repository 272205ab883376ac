import type { EstimateStatus } from './estimates.ts';

/**
 * What the business can do to an estimate in its state, the one rule the API enforces and the screens offer:
 * - `edit`: change its contact, project, dates, currency or notes (a later expiry date revives an expired one);
 * - `delete`: drafts only (a sent estimate has been seen by the customer);
 * - `addItems`: add, change or remove lines;
 * - `send`: mark a draft sent (it then opens to the customer on its public page);
 * - `convert`: make a draft invoice of it (a draft, sent, even expired, or accepted estimate).
 * Once the customer answered, or it was invoiced, the estimate is kept as it was. It posts nothing, so neither
 * the lock date nor KRA eTIMS closes anything. The customer's accept (sent and not expired) and decline (sent)
 * are the public page's, not the business's.
 */
export const ESTIMATE_ACTIONS = ['edit', 'delete', 'addItems', 'send', 'convert'] as const;
export type EstimateAction = (typeof ESTIMATE_ACTIONS)[number];
export type EstimateActions = Record<EstimateAction, boolean>;

/** What the rule reads of an estimate (its answer, or its row). */
export interface EstimateState {
  status: EstimateStatus;
}

export function estimateActions(estimate: EstimateState): EstimateActions {
  const { status } = estimate;
  const open = status === 'draft' || status === 'sent';
  return {
    edit: open,
    delete: status === 'draft',
    addItems: open,
    send: status === 'draft',
    convert: open || status === 'accepted',
  };
}
