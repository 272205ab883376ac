/**
 * Brands a receipt header names below (or above) the company that operates them. A bookkeeper books the
 * brand ('Shell', not 'Vivo Energy Kenya Ltd'): when the name found is one of these operating companies and
 * one of its brands is printed on the receipt, the brand is the merchant.
 */

interface OperatingCompany {
  /** Matched against the upper-cased merchant name. */
  company: RegExp;
  /** Its brands, the first the one it mostly trades as. */
  brands: string[];
}

const OPERATING_COMPANIES: OperatingCompany[] = [
  { company: /\bVIVO\s+ENERGY\b/, brands: ['Shell'] },
  { company: /\bRUBIS\s+ENERGY\b/, brands: ['Rubis'] },
  { company: /\bTOTALENERGIES\s+MARKETING\b|\bTOTAL\s+KENYA\b/, brands: ['TotalEnergies'] },
  { company: /\bOLA\s+ENERGY\b/, brands: ['OLA'] },
  { company: /\bGULF\s+ENERGY\b/, brands: ['Gulf'] },
  { company: /\bWANANCHI\b/, brands: ['Zuku'] },
  { company: /\bMULTICHOICE\b/, brands: ['DStv', 'GOtv', 'Showmax'] },
  { company: /\bKUKU\s+FOODS\b/, brands: ['KFC'] },
  { company: /\bSIMBISA\b/, brands: ['Pizza Inn', 'Chicken Inn', 'Creamy Inn', "Galito's", 'Bakers Inn'] },
  { company: /\bMAJID\s+AL\s+FUTTAIM\b/, brands: ['Carrefour'] },
  { company: /\bBATA\s+SHOE\b/, brands: ['Bata'] },
  { company: /\bKENYA\s+POWER\s+(?:&|AND)\s+LIGHTING\b/, brands: ['Kenya Power'] },
  { company: /\bEAT\s*'?N'?\s*GO\b/, brands: ['Java House', 'Planet Yogurt', '360 Degrees Pizza'] },
];

function printed(text: string, brand: string): string | null {
  const pattern = brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s*');
  const m = new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'iu').exec(text);
  return m ? m[0] : null;
}

/** A registered company's name (the brand it trades as is usually printed without these words). */
export const LEGAL_ENTITY =
  /\b(?:LTD|LIMITED|PLC|LLC|INC|GMBH|AG|SAS|SARL|SA|CO|COMPANY|GROUP|HOLDINGS|KENYA)\b|\(K(?:ENYA)?\)/;

/**
 * The brand printed on the receipt when `name` is a company known to trade under it, else null (also when
 * the company has several brands and none of them is printed).
 */
export function brandOf(name: string, text: string): string | null {
  const key = name.toUpperCase();
  if (!LEGAL_ENTITY.test(key)) return null;
  const company = OPERATING_COMPANIES.find((entry) => entry.company.test(key));
  if (!company) return null;
  // The brand as printed, outside the company's own name (e.g. 'Shell' on 'Shell Kilimani Service Station').
  const elsewhere = text.replace(name, ' ');
  for (const brand of company.brands) {
    const found = printed(elsewhere, brand);
    if (found) return found;
  }
  return company.brands.length === 1 ? (company.brands[0] ?? null) : null;
}
