/**
 * The industries the bank knows (GET /v1/boom/kyc/config/industry; spec-1 §3 Lookup lists: "An
 * industry list is fetched from the server"). Codes in the 5-digit form of Singapore's SSIC, names
 * shortened; a mock's list of the activities small businesses apply with, not the full
 * classification (docs/decisions/onboarding.md 'Onboarding'). The registry's entities take their primary and
 * secondary activities from it, so a retrieved entity always matches an entry.
 */
export interface Industry {
  code: string;
  name: string;
}

export const INDUSTRIES: readonly Industry[] = [
  { code: '01130', name: 'Growing of vegetables' },
  { code: '10710', name: 'Manufacture of bakery products' },
  { code: '14101', name: 'Manufacture of clothing' },
  { code: '41001', name: 'General building contractors' },
  { code: '43210', name: 'Electrical works' },
  { code: '46100', name: 'Wholesale on a fee or contract basis' },
  { code: '46411', name: 'Wholesale of textiles and clothing' },
  { code: '46521', name: 'Wholesale of computers and peripheral equipment' },
  { code: '46900', name: 'Wholesale trade of a variety of goods' },
  { code: '47191', name: 'Retail sale in department stores' },
  { code: '47910', name: 'Retail sale via the internet' },
  { code: '49231', name: 'Freight transport by road' },
  { code: '52101', name: 'Warehousing and storage' },
  { code: '52291', name: 'Freight forwarding' },
  { code: '55101', name: 'Hotels' },
  { code: '56111', name: 'Restaurants' },
  { code: '56121', name: 'Food caterers' },
  { code: '58201', name: 'Publishing of software' },
  { code: '62011', name: 'Development of software and applications' },
  { code: '62021', name: 'Information technology consultancy' },
  { code: '63111', name: 'Data processing and hosting' },
  { code: '64999', name: 'Other financial service activities' },
  { code: '68101', name: 'Real estate developers' },
  { code: '69100', name: 'Legal activities' },
  { code: '69201', name: 'Accounting and auditing' },
  { code: '70201', name: 'Management consultancy' },
  { code: '71121', name: 'Engineering design and consultancy' },
  { code: '73100', name: 'Advertising' },
  { code: '74111', name: 'Interior design' },
  { code: '78104', name: 'Employment agencies' },
  { code: '85499', name: 'Other education and tuition' },
  { code: '86201', name: 'General medical clinics' },
  { code: '96021', name: 'Hairdressing and beauty salons' },
];
