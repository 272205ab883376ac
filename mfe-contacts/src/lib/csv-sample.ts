/** The columns an import file may have (any order, header row first; unknown columns are ignored). */
export const IMPORT_COLUMNS = [
  { name: 'name', hint: 'Full name, or use first_name and last_name' },
  { name: 'first_name', hint: '' },
  { name: 'last_name', hint: '' },
  { name: 'company', hint: 'Company or organisation' },
  { name: 'email', hint: '' },
  { name: 'phone', hint: '' },
  { name: 'street', hint: 'Billing address' },
  { name: 'city', hint: '' },
  { name: 'state', hint: '' },
  { name: 'postal_code', hint: '' },
  { name: 'country', hint: '' },
] as const;

export const SAMPLE_CSV_FILENAME = 'daftari-contacts-sample.csv';

/** A small, valid file to start from. */
export const SAMPLE_CSV = [
  'first_name,last_name,company,email,phone,street,city,state,postal_code,country',
  'Amina,Otieno,Otieno Hardware,amina@otienohardware.co.ke,+254 712 345 678,12 Moi Avenue,Nairobi,Nairobi County,00100,Kenya',
  'Brian,Kamau,,brian.kamau@example.co.ke,+254 733 111 222,,Nakuru,,20100,Kenya',
  ',,Savannah Supplies Ltd,accounts@savannah.co.ke,+254 20 765 4321,4 Kenyatta Road,Mombasa,Mombasa County,80100,Kenya',
  '',
].join('\r\n');
