// The names the demo business is made of: a Nairobi design-and-print studio, its customers and suppliers.

export const DEMO_BUSINESS_NAME = 'Kazi Studio Design & Print Ltd';
export const DEMO_OWNER_NAME = 'Wanjiru Kamau';
/** The business's KRA PIN, printed on its documents. */
export const DEMO_KRA_PIN = 'P051234567K';

export const FIRST_NAMES = [
  'Achieng',
  'Brian',
  'Cynthia',
  'Dennis',
  'Esther',
  'Faith',
  'George',
  'Grace',
  'Hassan',
  'Irene',
  'James',
  'Joyce',
  'Kevin',
  'Lucy',
  'Mercy',
  'Moses',
  'Njeri',
  'Otieno',
  'Peter',
  'Sharon',
  'Wafula',
  'Zawadi',
  'Amina',
  'Collins',
  'Diana',
  'Felix',
  'Halima',
  'Ian',
  'Kamau',
  'Wambui',
] as const;

export const LAST_NAMES = [
  'Mwangi',
  'Odhiambo',
  'Wanjiku',
  'Kiprono',
  'Chebet',
  'Mutua',
  'Njoroge',
  'Ochieng',
  'Kariuki',
  'Wekesa',
  'Barasa',
  'Omondi',
  'Kibet',
  'Nyambura',
  'Mohamed',
  'Muthoni',
  'Kimani',
  'Ruto',
  'Akinyi',
  'Maina',
] as const;

export const CUSTOMER_COMPANIES = [
  'Savannah Coffee Roasters',
  'Jamii Sacco Ltd',
  'Mwangaza Academy',
  'Tatu City Dental Clinic',
  'Bahari Logistics Ltd',
  'Kilimo Fresh Produce',
  "Upendo Children's Home",
  'Nyota Events & Decor',
  'Karibu Boutique Hotel',
  'Baraka Hardware',
  'Simba Motors Ltd',
  'Amani Pharmacy',
  'Tembo Construction Ltd',
  'Lulu Beauty Parlour',
  'Zuri Fashion House',
  'Kijani Solar Solutions',
  'Pwani Seafoods Ltd',
  'Maisha Medical Centre',
  'Imara Insurance Agency',
  'Neema Bakery',
  'Mto Water Services',
  'Faraja Hospice',
  'Ujuzi Training Institute',
  'Rafiki Microfinance',
  'Chai Point Café',
  'Kasuku Kids Wear',
  'Mlima Tours & Safaris',
  'Sokoni Supermarket',
  'Boma Real Estate',
  'Jua Kali Furniture Works',
] as const;

export const SUPPLIER_COMPANIES = [
  'Kenya Paper Mills Ltd',
  'Inkjet Supplies Kenya',
  'Ndovu Signage Materials',
  'Safaricom PLC',
  'Kenya Power (KPLC)',
  'Westlands Properties Ltd',
  'Fibre Link Internet',
  'Nairobi Courier Services',
  'Printcraft Equipment Ltd',
  'Mombasa Road Office Supplies',
  'Kasarani Binding Works',
  'Gikomba Textiles',
] as const;

export const TOWNS = [
  ['Westlands', 'Nairobi'],
  ['Kilimani', 'Nairobi'],
  ['Industrial Area', 'Nairobi'],
  ['Ruaka', 'Kiambu'],
  ['Thika', 'Kiambu'],
  ['Nyali', 'Mombasa'],
  ['Milimani', 'Kisumu'],
  ['Nakuru Town', 'Nakuru'],
  ['Eldoret', 'Uasin Gishu'],
  ['Machakos', 'Machakos'],
  ['Kitengela', 'Kajiado'],
  ['Ngong Road', 'Nairobi'],
] as const;

export const STREETS = [
  'Moi Avenue',
  'Kenyatta Avenue',
  'Ngong Road',
  'Waiyaki Way',
  'Mombasa Road',
  'Kimathi Street',
  'Biashara Street',
  'Oginga Odinga Street',
  'Luthuli Avenue',
  'Argwings Kodhek Road',
] as const;

/** Price list: [description, unit, unit price in KES]. VAT 16% applies to all of them. */
export const SERVICES = [
  ['Logo design (3 concepts)', 'items', 25_000],
  ['Brand identity guide', 'items', 60_000],
  ['Business cards, 500 pcs', 'items', 3_500],
  ['A5 flyers, 1,000 pcs full colour', 'items', 9_000],
  ['Roll-up banner 85×200 cm', 'items', 8_500],
  ['Large-format vinyl print per m²', 'items', 1_800],
  ['Company profile design', 'items', 35_000],
  ['Social media graphics pack (10)', 'items', 12_000],
  ['Branded T-shirt printing', 'items', 650],
  ['Graphic design', 'hours', 2_500],
  ['Website design', 'hours', 3_500],
  ['Photography session', 'days', 20_000],
] as const;

/** Expenses: [ledger account number, description, merchant, lowest and highest amount in KES]. */
export const EXPENSE_KINDS = [
  ['6200', 'Electricity tokens', 'Kenya Power (KPLC)', 3_000, 9_000],
  ['6300', 'Safaricom airtime and data', 'Safaricom PLC', 1_000, 5_000],
  ['6400', 'Fuel for deliveries', 'Rubis Westlands', 2_500, 7_500],
  ['6500', 'Matatu and Uber fares', 'Uber Kenya', 400, 2_500],
  ['6600', 'Client lunch', 'Java House Westlands', 1_800, 6_500],
  ['6700', 'Facebook and Instagram ads', 'Meta Platforms', 4_000, 15_000],
  ['6000', 'Office stationery', 'Text Book Centre', 800, 4_500],
  ['6940', 'Printer service', 'Printcraft Equipment Ltd', 4_000, 12_000],
  ['6990', 'Cleaning supplies', 'Naivas Supermarket', 600, 3_000],
] as const;

/** Bills from suppliers: [supplier index in SUPPLIER_COMPANIES, line, account number, lowest, highest]. */
export const BILL_KINDS = [
  [0, 'Art paper and card stock', '5000', 20_000, 80_000],
  [1, 'Inks and toner cartridges', '5000', 15_000, 60_000],
  [2, 'Vinyl rolls and banner stands', '5000', 18_000, 70_000],
  [5, 'Studio rent', '6100', 45_000, 45_000],
  [6, 'Fibre internet', '6300', 5_500, 5_500],
  [7, 'Courier deliveries', '6990', 2_000, 9_000],
  [10, 'Binding and lamination', '5000', 5_000, 20_000],
] as const;

export const PROJECTS = [
  ['Savannah Coffee rebrand', 'fixed_price', 180_000],
  ['Jamii Sacco annual report', 'fixed_price', 120_000],
  ['Mwangaza Academy website', 'hourly_rate', 3_500],
  ['Karibu Hotel signage', 'fixed_price', 95_000],
  ['Kijani Solar campaign', 'hourly_rate', 2_500],
] as const;
