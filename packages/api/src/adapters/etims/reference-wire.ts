import { z } from 'zod';

/**
 * KRA's reference lists over OSCU: `selectCodeList` answers the code classes (`cdCls`, e.g. "04" the tax
 * types, "07" payment types, "32" credit note reasons) with their codes, `selectItemClsList` the item
 * classifications (UNSPSC-based, 8 or 10 digits; level 1 a segment … 5 a commodity), both only what changed
 * after `lastReqDt`. Fields KRA may leave null are optional here.
 */

const optionalText = z.string().nullish();

export const codeSchema = z.object({
  cd: z.string().min(1),
  cdNm: z.string(),
  cdDesc: optionalText,
  useYn: z.enum(['Y', 'N']).catch('Y'),
  srtOrd: z.coerce.number().nullish(),
  userDfnCd1: optionalText,
});

export const codeClassSchema = z.object({
  cdCls: z.string().min(1),
  cdClsNm: z.string(),
  useYn: z.enum(['Y', 'N']).catch('Y'),
  dtlList: z
    .array(codeSchema)
    .nullish()
    .transform((list) => list ?? []),
});
export type CodeClass = z.infer<typeof codeClassSchema>;

export const codeListDataSchema = z.object({
  clsList: z
    .array(codeClassSchema)
    .nullish()
    .transform((list) => list ?? []),
});

export const itemClassSchema = z.object({
  itemClsCd: z.string().regex(/^\d{8}(\d{2})?$/),
  itemClsNm: z.string(),
  itemClsLvl: z.coerce.number().int().nullish(),
  taxTyCd: optionalText,
  mjrTgYn: optionalText,
  useYn: z.enum(['Y', 'N']).catch('Y'),
});
export type ItemClass = z.infer<typeof itemClassSchema>;

export const itemClassListDataSchema = z.object({
  itemClsList: z
    .array(itemClassSchema)
    .nullish()
    .transform((list) => list ?? []),
});
