/**
 * The item classifications the strict mock answers `selectItemClsList` with and accepts in `itemClsCd`: the
 * ones KRA's documents show (the API reference's examples) and entries of KRA's published list (its VAT Act
 * segment 99 and UNSPSC services). The level follows the code: 8 digits `ss000000` a segment (1), `ssff0000` a
 * family (2), `ssffcc00` a class (3), else a commodity (4); 10 digits a KRA commodity (5). An item is
 * registered under a class or below (level 3 and up).
 */
const NAMES: Record<string, string> = {
  '14000000': 'Paper Materials and Products',
  '14110000': 'Paper products',
  '14111400': 'Paper products nouse',
  '14111600': 'Novelty paper',
  '14121600': 'Tissue papers',
  '3133130600': 'Non metallic sonic welded structural assemblies',
  '5059690800': 'test item 1 (the API reference example)',
  '5022110801': 'test item 2 (the API reference example)',
  '80000000': 'Management and Business Professionals and Administrative Services',
  '80160000': 'Business administration services',
  '80161500': 'Management support services',
  '99000000': 'VAT Act',
  '99020000': 'Services',
  '99021000': 'Exempt Service',
  '99022000': 'Zero Rated Service',
};

export function levelOf(code: string): number {
  if (code.length === 10) return 5;
  if (code.endsWith('000000')) return 1;
  if (code.endsWith('0000')) return 2;
  if (code.endsWith('00')) return 3;
  return 4;
}

export const ITEM_CLASSES = Object.entries(NAMES).map(([itemClsCd, itemClsNm]) => ({
  itemClsCd,
  itemClsNm,
  itemClsLvl: levelOf(itemClsCd),
  taxTyCd: null,
  mjrTgYn: null,
  useYn: 'Y',
}));

/** What is wrong with a classification for an item: unknown, or a segment or family. */
export function itemClassProblem(code: string): string | null {
  const known = ITEM_CLASSES.find((entry) => entry.itemClsCd === code);
  if (!known) return `"${code}" is not in KRA's item classification list`;
  if (known.itemClsLvl < 3)
    return `"${code}" is a segment or family, not an item class (level ${known.itemClsLvl})`;
  return null;
}
