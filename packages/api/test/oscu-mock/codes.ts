/**
 * KRA's code lists as its OSCU specification publishes them (code definitions of the OSCU documentation): what
 * the strict mock accepts in each coded field, and what it answers `selectCodeList` with. Written from the
 * documents, not from Daftari's client.
 */

/** Tax types (code class 04) and their rates: A exempt, B 16 %, C 0 %, D non-VAT, E 8 %. */
export const TAX_TYPES: Record<string, { name: string; rate: number }> = {
  A: { name: 'A-Exempt', rate: 0 },
  B: { name: 'B-16.00%', rate: 16 },
  C: { name: 'C-0%', rate: 0 },
  D: { name: 'D-Non-VAT', rate: 0 },
  E: { name: 'E-8%', rate: 8 },
};

/** Payment methods (code class 07). */
export const PAYMENT_METHODS: Record<string, string> = {
  '01': 'CASH',
  '02': 'CREDIT',
  '03': 'CASH/CREDIT',
  '04': 'BANK CHECK',
  '05': 'DEBIT&CREDIT CARD',
  '06': 'MOBILE MONEY',
  '07': 'OTHER',
};

/** Credit note reasons (code class 32). */
export const CREDIT_NOTE_REASONS: Record<string, string> = {
  '01': 'Missing Quantity',
  '02': 'Missing data',
  '03': 'Damaged',
  '04': 'Wasted',
  '05': 'Raw Material Shortage',
  '06': 'Refund',
};

export const SALES_RECEIPT_TYPES = new Set(['S', 'R']);
export const PURCHASE_RECEIPT_TYPES = new Set(['P', 'R']);
export const REGISTRATION_TYPES = new Set(['A', 'M']);
export const TRANSACTION_TYPES = new Set(['C', 'N', 'P', 'T']);
export const TRANSACTION_PROGRESS = new Set(['01', '02', '03', '04', '05', '06']);
export const PRODUCT_TYPES = new Set(['1', '2', '3']);
export const STOCK_IN_OUT = new Set(['01', '02', '03', '04', '05', '06', '11', '12', '13', '14', '15', '16']);

/** Packaging units (code class 17). */
export const PACKAGING_UNITS = new Set(
  (
    'AM BA BC BE BF BG BJ BK BL BQ BR BV BZ CA CH CJ CL CR CS CT CTN CY DR GT HH IZ JR JU JY KZ LZ NT ' +
    'OU PD PG PI PO PU RL RO RZ SK TY VG VL VO VQ VR VT VY ML TN'
  ).split(' '),
);

/** Units of quantity (code class 10). */
export const QUANTITY_UNITS = new Set(
  (
    '4B AV BA BE BG BL BLL BX CA CEL CMT CR DR DZ GLL GRM GRO KG KTM KWT L LBR LK LTR M M2 M3 MGM MTR ' +
    'MWT NO NX PA PG PR RL RO SET ST TNE TU U YRD'
  ).split(' '),
);

/** Countries (code class 05). */
export const COUNTRIES = new Set(
  (
    'AC AD AE AG AI AL AM AN AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BM BN BO BR BS BT ' +
    'BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CS CU CV CX CY CZ DE DJ DK DM DO DZ EC EE EG ' +
    'EH ER ES ET EU FI FJ FK FM FO FR FX GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK ' +
    'HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB ' +
    'LC LI LK LR LS LT LU LV LY MA MC MD ME MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA ' +
    'NC NE NF NG NI NL NO NP NR NT NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU ' +
    'RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR ST SU SV SY SZ TC TD TF TG TH TJ TK TM TN TO TP ' +
    'TR TT TV TW TZ UA UG UK UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT YU ZA ZM ZR ZW'
  ).split(' '),
);
