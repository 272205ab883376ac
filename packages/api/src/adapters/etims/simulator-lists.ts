import { TAX_RATES, TAX_TYPES } from './wire.ts';

/**
 * What the built-in simulator answers `selectCodeList` and `selectItemClsList` with: KRA's tax types, payment
 * types and credit note reasons, and a sample of KRA's item classifications (the general items' classes among
 * them), enough for the pickers of a demo.
 */

const code = (cd: string, cdNm: string, index: number, userDfnCd1: string | null = null) => ({
  cd,
  cdNm,
  cdDesc: cdNm,
  useYn: 'Y',
  srtOrd: index + 1,
  userDfnCd1,
});

const TAX_NAMES = { A: 'A-Exempt', B: 'B-16.00%', C: 'C-0%', D: 'D-Non-VAT', E: 'E-8%' } as const;
const PAYMENT_NAMES = [
  'CASH',
  'CREDIT',
  'CASH/CREDIT',
  'BANK CHECK',
  'DEBIT&CREDIT CARD',
  'MOBILE MONEY',
  'OTHER',
];
const REASON_NAMES = [
  'Missing Quantity',
  'Missing data',
  'Damaged',
  'Wasted',
  'Raw Material Shortage',
  'Refund',
];
const twoDigits = (index: number) => String(index + 1).padStart(2, '0');

export const SIMULATED_CODE_CLASSES = [
  {
    cdCls: '04',
    cdClsNm: 'Taxation Type',
    useYn: 'Y',
    dtlList: TAX_TYPES.map((type, index) => code(type, TAX_NAMES[type], index, String(TAX_RATES[type]))),
  },
  {
    cdCls: '07',
    cdClsNm: 'Payment Type',
    useYn: 'Y',
    dtlList: PAYMENT_NAMES.map((name, index) => code(twoDigits(index), name, index)),
  },
  {
    cdCls: '32',
    cdClsNm: 'Credit Note Reason',
    useYn: 'Y',
    dtlList: REASON_NAMES.map((name, index) => code(twoDigits(index), name, index)),
  },
];

const CLASSES: [string, string, number][] = [
  ['14111400', 'Paper products nouse', 3],
  ['14111500', 'Printing and writing paper', 3],
  ['5020220100', 'Maize flour', 5],
  ['5020220200', 'Wheat flour', 5],
  ['80161500', 'Management support services', 3],
  ['82141500', 'Art design services', 3],
  ['82121500', 'Printing', 3],
  ['99021000', 'Exempt Service', 3],
  ['99022000', 'Zero Rated Service', 3],
];

export const SIMULATED_ITEM_CLASSES = CLASSES.map(([itemClsCd, itemClsNm, itemClsLvl]) => ({
  itemClsCd,
  itemClsNm,
  itemClsLvl,
  taxTyCd: null,
  mjrTgYn: null,
  useYn: 'Y',
}));
