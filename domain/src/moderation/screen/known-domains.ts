// Domains the screen knows: well-known employers a scam borrows the name of, with the domains
// they really hire from; free webmail; link shorteners; the hiring systems big employers use.

/** A well-known employer: the words that name it, and the domains (with subdomains) it owns. */
export interface KnownEmployer {
  name: string;
  /** Lower-case, as the name appears in folded text (screen-text.ts). */
  names: readonly string[];
  domains: readonly string[];
}

const employer = (name: string, names: string[], domains: string[]): KnownEmployer => ({
  name,
  names,
  domains,
});

export const KNOWN_EMPLOYERS: readonly KnownEmployer[] = [
  employer(
    'Amazon',
    ['amazon'],
    ['amazon.com', 'amazon.in', 'amazon.jobs', 'aboutamazon.in', 'amazonaws.com', 'amazon.science'],
  ),
  employer(
    'Flipkart',
    ['flipkart'],
    ['flipkart.com', 'flipkartcareers.com', 'flipkartwholesale.com'],
  ),
  employer('Google', ['google'], ['google.com', 'withgoogle.com']),
  employer('Microsoft', ['microsoft'], ['microsoft.com']),
  employer('Meta', ['facebook', 'meta platforms'], ['meta.com', 'metacareers.com', 'facebook.com']),
  employer('Apple', ['apple inc'], ['apple.com']),
  employer('IBM', ['ibm'], ['ibm.com']),
  employer('Oracle', ['oracle'], ['oracle.com']),
  employer('TCS', ['tcs', 'tata consultancy'], ['tcs.com']),
  employer(
    'Tata',
    ['tata motors', 'tata steel', 'tata group'],
    ['tata.com', 'tatamotors.com', 'tatasteel.com'],
  ),
  employer('Infosys', ['infosys'], ['infosys.com', 'infosysbpm.com']),
  employer('Wipro', ['wipro'], ['wipro.com']),
  employer('HCL', ['hcl', 'hcltech'], ['hcltech.com', 'hcl.com']),
  employer('Tech Mahindra', ['tech mahindra', 'techmahindra'], ['techmahindra.com']),
  employer('Accenture', ['accenture'], ['accenture.com']),
  employer('Cognizant', ['cognizant'], ['cognizant.com']),
  employer('Capgemini', ['capgemini'], ['capgemini.com']),
  employer('Deloitte', ['deloitte'], ['deloitte.com']),
  employer('EY', ['ernst & young', 'ernst and young'], ['ey.com']),
  employer('KPMG', ['kpmg'], ['kpmg.com']),
  employer('PwC', ['pwc', 'pricewaterhouse'], ['pwc.com', 'pwc.in']),
  employer('Genpact', ['genpact'], ['genpact.com']),
  employer(
    'Reliance',
    ['reliance', 'jio'],
    [
      'ril.com',
      'jio.com',
      'relianceretail.com',
      'reliancedigital.in',
      'reliancefoundation.org',
      'reliancegeneral.co.in',
      'reliancejio.com',
    ],
  ),
  employer(
    'Airtel',
    ['airtel', 'bharti airtel'],
    ['airtel.in', 'airtel.com', 'airtelxstream.in', 'airtelpayments.bank.in', 'airtelafrica.com'],
  ),
  employer('HDFC Bank', ['hdfc'], ['hdfcbank.com', 'hdfc.com', 'hdfclife.com', 'hdfcergo.com']),
  employer(
    'ICICI Bank',
    ['icici'],
    [
      'icicibank.com',
      'icicilombard.com',
      'iciciprulife.com',
      'icicidirect.com',
      'icicisecurities.com',
      'icicipruamc.com',
    ],
  ),
  employer('SBI', ['state bank of india', 'sbi'], ['sbi.co.in', 'onlinesbi.sbi', 'sbicard.com']),
  employer('Axis Bank', ['axis bank'], ['axisbank.com']),
  employer(
    'Kotak',
    ['kotak'],
    ['kotak.com', 'kotaksecurities.com', 'kotaklife.com', 'kotakmf.com'],
  ),
  employer(
    'Paytm',
    ['paytm'],
    ['paytm.com', 'paytmmoney.com', 'paytmbank.com', 'paytmmall.com', 'paytminsurance.co.in'],
  ),
  employer('PhonePe', ['phonepe'], ['phonepe.com']),
  employer('Swiggy', ['swiggy'], ['swiggy.com', 'swiggy.in']),
  employer('Zomato', ['zomato'], ['zomato.com', 'eternal.com']),
  employer('Myntra', ['myntra'], ['myntra.com']),
  employer('Meesho', ['meesho'], ['meesho.com']),
  employer('Ola', ['ola cabs', 'ola electric'], ['olacabs.com', 'olaelectric.com']),
  employer('Uber', ['uber'], ['uber.com']),
  employer('Zoho', ['zoho'], ['zoho.com', 'zohocorp.com']),
  employer("Byju's", ["byju's", 'byjus'], ['byjus.com']),
  employer(
    'Larsen & Toubro',
    ['larsen', 'l&t'],
    ['larsentoubro.com', 'lntinfotech.com', 'ltimindtree.com'],
  ),
  employer(
    'Adani',
    ['adani'],
    [
      'adani.com',
      'adanigreenenergy.com',
      'adaniports.com',
      'adanienterprises.com',
      'adanirealty.com',
      'adanipower.com',
      'adanielectricity.com',
      'adanigas.com',
      'adaniwilmar.com',
    ],
  ),
  employer('ITC', ['itc limited', 'itc ltd'], ['itcportal.com']),
  employer(
    'Mahindra',
    ['mahindra'],
    [
      'mahindra.com',
      'techmahindra.com',
      'mahindrafinance.com',
      'mahindralifespaces.com',
      'mahindraholidays.com',
      'mahindrauniversity.edu.in',
    ],
  ),
  employer(
    'Bajaj',
    ['bajaj'],
    [
      'bajajfinserv.in',
      'bajajauto.com',
      'bajajfinservmarkets.in',
      'bajajallianz.com',
      'bajajallianzlife.com',
      'bajajelectricals.com',
      'bajajhousingfinance.in',
      'bajajfinservhealth.in',
    ],
  ),
  employer('Air India', ['air india'], ['airindia.com', 'airindia.in']),
  employer('IndiGo', ['indigo airlines', 'interglobe aviation'], ['goindigo.in', 'interglobe.com']),
  employer(
    'Indian Railways',
    ['indian railways', 'irctc'],
    ['indianrailways.gov.in', 'irctc.co.in', 'rrbcdg.gov.in'],
  ),
  employer('DMart', ['dmart', 'avenue supermarts'], ['dmartindia.com']),
  employer('BigBasket', ['bigbasket'], ['bigbasket.com']),
  employer('Walmart', ['walmart'], ['walmart.com', 'walmartglobaltech.com']),
  employer('Samsung', ['samsung'], ['samsung.com']),
  employer(
    'Emirates',
    ['emirates airline', 'emirates group'],
    ['emirates.com', 'emiratesgroupcareers.com'],
  ),
  employer('Qatar Airways', ['qatar airways'], ['qatarairways.com']),
  employer('Netflix', ['netflix'], ['netflix.com']),
  employer('Teleperformance', ['teleperformance'], ['teleperformance.com', 'tp.com']),
  employer('Concentrix', ['concentrix'], ['concentrix.com']),
];

/** Free mail anyone can open an address at: never a company's own domain. */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.in',
  'yahoo.co.in',
  'ymail.com',
  'rocketmail.com',
  'outlook.com',
  'outlook.in',
  'hotmail.com',
  'hotmail.co.in',
  'live.com',
  'live.in',
  'msn.com',
  'rediffmail.com',
  'rediff.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mail.com',
  'gmx.com',
  'gmx.net',
  'proton.me',
  'protonmail.com',
  'zohomail.in',
  'zohomail.com',
  'yandex.com',
  'yandex.ru',
  'tutanota.com',
  'inbox.com',
  'email.com',
  'usa.com',
  'indiatimes.com',
]);

/** Link shorteners: the address a job seeker sees says nothing of where it goes. */
export const LINK_SHORTENERS: ReadonlySet<string> = new Set([
  'bit.ly',
  'bitly.com',
  'tinyurl.com',
  'cutt.ly',
  'rb.gy',
  'is.gd',
  'v.gd',
  'goo.gl',
  'ow.ly',
  'buff.ly',
  't.co',
  'shorturl.at',
  'tiny.cc',
  'rebrand.ly',
  's.id',
  'shorte.st',
  'adf.ly',
  't.ly',
  'tiny.one',
  'clck.ru',
  'qr.ae',
  'lnkd.in',
  'surl.li',
  'short.gy',
  'bl.ink',
  'u.to',
  'shrtco.de',
  'linktr.ee',
]);

/**
 * Hiring systems and job boards that big employers really apply through: a brand's name in
 * their address ('amazon.wd5.myworkdayjobs.com') is not a lookalike.
 */
export const HIRING_SYSTEMS: readonly string[] = [
  'myworkdayjobs.com',
  'workday.com',
  'greenhouse.io',
  'lever.co',
  'smartrecruiters.com',
  'successfactors.com',
  'successfactors.eu',
  'taleo.net',
  'icims.com',
  'oraclecloud.com',
  'eightfold.ai',
  'phenompeople.com',
  'darwinbox.in',
  'darwinbox.com',
  'keka.com',
  'zohorecruit.com',
  'zohorecruit.in',
  'freshteam.com',
  'naukri.com',
  'linkedin.com',
  'indeed.com',
  'foundit.in',
  'instahyre.com',
  'internshala.com',
  'wellfound.com',
  'cutshort.io',
  'hirist.tech',
  'iimjobs.com',
  'apna.co',
  'workindia.in',
];

/** WhatsApp's and Telegram's chat links. */
export const CHAT_LINK_HOSTS: ReadonlySet<string> = new Set([
  'wa.me',
  'api.whatsapp.com',
  'chat.whatsapp.com',
  'web.whatsapp.com',
  'whatsapp.com',
  'wa.link',
  't.me',
  'telegram.me',
  'telegram.dog',
]);

/** Whether `host` is `domain` or one of its subdomains. */
export function isHostIn(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}
