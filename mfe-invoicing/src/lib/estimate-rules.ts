import { type Estimate, sectionPath } from '@daftari/contracts';

/** The estimate list, and where a new estimate is made. */
export const ESTIMATE_LIST_PATH = sectionPath('estimates');
export const NEW_ESTIMATE_PATH = sectionPath('estimates', 'new');

type Status = Pick<Estimate, 'status'>;

/** Its fields and lines change while the customer has not answered (a new expiry date revives an expired one). */
export const isEditable = ({ status }: Status) => status === 'draft' || status === 'sent';

/** A draft, sent or accepted estimate becomes a draft invoice; a declined or invoiced one does not. */
export const isConvertible = ({ status }: Status) =>
  status === 'draft' || status === 'sent' || status === 'accepted';

/** Only a draft can be deleted; the others are part of the record. */
export const isDeletable = ({ status }: Status) => status === 'draft';
