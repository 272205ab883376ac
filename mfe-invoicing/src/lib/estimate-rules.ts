import { type Estimate, estimateActions, sectionPath } from '@daftari/contracts';

/** The estimate list, and where a new estimate is made. */
export const ESTIMATE_LIST_PATH = sectionPath('estimates');
export const NEW_ESTIMATE_PATH = sectionPath('estimates', 'new');

/**
 * Which actions the estimate offers: the API's own rule (contracts' `estimateActions`), so the screen shows
 * no button the API would refuse.
 */
export const actionsOf = (estimate: Pick<Estimate, 'status'>) => estimateActions(estimate);

/** Its fields and lines change while the customer has not answered (a new expiry date revives an expired one). */
export const isEditable = (estimate: Pick<Estimate, 'status'>) => actionsOf(estimate).edit;
