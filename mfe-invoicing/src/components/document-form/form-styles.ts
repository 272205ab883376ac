import { css } from '@daftari/ui/styled-system/css';
import { fieldRow, formSections } from '@daftari/ui/styled-system/recipes';

/** The create and edit forms of invoices and estimates: one column of sections, fields side by side. */
export const formLayout = css({ maxW: '3xl' });
const { root, section } = formSections();
export const formSectionList = root;
export const formSection = section;
export const formSectionTitle = css({ textStyle: 'overline', color: 'fg.subtle' });
export const twoFields = fieldRow({ columns: '2' });
export const threeFields = fieldRow({ columns: '3', alignTop: true });
