// Deterministic demo jobs, built in code, for the Firestore emulator and a browser's offline cache.
import type { JobDocument, JobType } from '../jobs/job';
import { payText, type Pay } from '../jobs/pay';
import { payFromSalaryText } from '../jobs/salary-text';
import { CONFIRMED_OPEN_DAYS, FIRST_ASK_AFTER_DAYS } from '../jobs/still-hiring';
import { seedJobId } from './seed-ids';
import {
  chance,
  deriveSeed,
  intBetween,
  mulberry32,
  pick,
  pickWeighted,
  sample,
  type Random,
} from './seed-random';

export interface SeedJob {
  id: string;
  data: JobDocument;
}

// Changing either constant changes every job, so screenshots and e2e fixtures would move with it.
const SEED = 20261101;
const NEWEST_JOB_TIME = Date.UTC(2026, 10, 1, 9, 0, 0);
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

type Level = 'fresher' | 'junior' | 'mid' | 'senior';

const EXPERIENCE: Record<Level, string> = {
  fresher: 'Fresher',
  junior: '0-1 years',
  mid: '2-4 years',
  senior: '5+ years',
};

const JOB_LEVELS = [
  { weight: 15, value: 'fresher' },
  { weight: 20, value: 'junior' },
  { weight: 35, value: 'mid' },
  { weight: 30, value: 'senior' },
] as const satisfies readonly { weight: number; value: Level }[];

const INTERN_LEVELS = [
  { weight: 7, value: 'fresher' },
  { weight: 3, value: 'junior' },
] as const satisfies readonly { weight: number; value: Level }[];

/** Turns a job's type and level into a salary line in the country's own style. */
type PayFormatter = (random: Random, type: JobType, level: Level) => string;

interface PayScale {
  symbol: string;
  period: 'a year' | 'a month';
  /** Salaries are rounded to this, as postings are. */
  step: number;
  /** Range for the lower end of the posted band. */
  bands: Record<Level, readonly [number, number]>;
  intern: { range: readonly [number, number]; step: number; period: 'a month' | 'an hour' };
}

/** 1234567 -> '1,234,567' without Intl, whose output can differ between runtimes. */
function thousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function rangePay(scale: PayScale): PayFormatter {
  const money = (value: number) => `${scale.symbol}${thousands(value)}`;
  return (random, type, level) => {
    if (type === 'Internship') {
      const { range, step, period } = scale.intern;
      return `${money(intBetween(random, range[0] / step, range[1] / step) * step)} ${period}`;
    }
    const [min, max] = scale.bands[level];
    const low = roundTo(min + random() * (max - min), scale.step);
    // Some postings give one figure rather than a band.
    if (chance(random, 0.2)) return `${money(low)} ${scale.period}`;
    const high = roundTo(low * (1.15 + random() * 0.2), scale.step);
    return `${money(low)} – ${money(high)} ${scale.period}`;
  };
}

/** Indian postings quote jobs in lakhs per annum and internships as a monthly stipend. */
const LPA_BANDS: Record<Level, readonly [number, number]> = {
  fresher: [3, 6],
  junior: [4, 8],
  mid: [8, 18],
  senior: [20, 40],
};

const indianPay: PayFormatter = (random, type, level) => {
  if (type === 'Internship')
    return `Stipend ₹${thousands(intBetween(random, 2, 10) * 5000)} a month`;
  const [min, max] = LPA_BANDS[level];
  const low = intBetween(random, min, max);
  const high = low + intBetween(random, 2, Math.max(3, Math.round(low * 0.6)));
  return `₹${low}–${high} LPA`;
};

const usPay = rangePay({
  symbol: '$',
  period: 'a year',
  step: 5000,
  bands: {
    fresher: [75000, 95000],
    junior: [85000, 110000],
    mid: [115000, 150000],
    senior: [160000, 210000],
  },
  intern: { range: [22, 48], step: 1, period: 'an hour' },
});

const eurHighPay = rangePay({
  symbol: '€',
  period: 'a year',
  step: 1000,
  bands: {
    fresher: [45000, 55000],
    junior: [48000, 60000],
    mid: [60000, 78000],
    senior: [80000, 105000],
  },
  intern: { range: [1200, 2000], step: 100, period: 'a month' },
});

const eurLowPay = rangePay({
  symbol: '€',
  period: 'a year',
  step: 1000,
  bands: {
    fresher: [26000, 34000],
    junior: [30000, 38000],
    mid: [40000, 55000],
    senior: [58000, 80000],
  },
  intern: { range: [800, 1400], step: 100, period: 'a month' },
});

interface Country {
  name: string;
  /** Share of located jobs, relative to the others. */
  weight: number;
  cities: readonly string[];
  pay: PayFormatter;
}

const COUNTRIES: readonly Country[] = [
  {
    name: 'India',
    weight: 34,
    cities: [
      'Bengaluru',
      'Hyderabad',
      'Pune',
      'Chennai',
      'Mumbai',
      'Gurugram',
      'Noida',
      'Kolkata',
      'Ahmedabad',
      'Kochi',
      'Jaipur',
      'Coimbatore',
    ],
    pay: indianPay,
  },
  {
    name: 'United States',
    weight: 14,
    cities: [
      'San Francisco',
      'Seattle',
      'New York',
      'Austin',
      'Boston',
      'Chicago',
      'Denver',
      'Atlanta',
    ],
    pay: usPay,
  },
  {
    name: 'United Kingdom',
    weight: 8,
    cities: ['London', 'Manchester', 'Edinburgh', 'Bristol', 'Cambridge'],
    pay: rangePay({
      symbol: '£',
      period: 'a year',
      step: 1000,
      bands: {
        fresher: [28000, 35000],
        junior: [32000, 42000],
        mid: [45000, 65000],
        senior: [70000, 95000],
      },
      intern: { range: [1800, 2600], step: 100, period: 'a month' },
    }),
  },
  {
    name: 'Germany',
    weight: 6,
    cities: ['Berlin', 'Munich', 'Hamburg', 'Frankfurt'],
    pay: eurHighPay,
  },
  {
    name: 'Canada',
    weight: 5,
    cities: ['Toronto', 'Vancouver', 'Montreal', 'Waterloo'],
    pay: rangePay({
      symbol: 'CA$',
      period: 'a year',
      step: 5000,
      bands: {
        fresher: [60000, 75000],
        junior: [65000, 85000],
        mid: [90000, 120000],
        senior: [130000, 170000],
      },
      intern: { range: [20, 35], step: 1, period: 'an hour' },
    }),
  },
  {
    name: 'Australia',
    weight: 4,
    cities: ['Sydney', 'Melbourne', 'Brisbane'],
    pay: rangePay({
      symbol: 'A$',
      period: 'a year',
      step: 5000,
      bands: {
        fresher: [70000, 85000],
        junior: [75000, 95000],
        mid: [100000, 135000],
        senior: [145000, 185000],
      },
      intern: { range: [28, 40], step: 1, period: 'an hour' },
    }),
  },
  {
    name: 'Singapore',
    weight: 4,
    cities: ['Singapore'],
    pay: rangePay({
      symbol: 'S$',
      period: 'a month',
      step: 250,
      bands: {
        fresher: [4000, 5000],
        junior: [4500, 6000],
        mid: [6500, 9000],
        senior: [10000, 14000],
      },
      intern: { range: [1000, 2000], step: 100, period: 'a month' },
    }),
  },
  {
    name: 'United Arab Emirates',
    weight: 4,
    cities: ['Dubai', 'Abu Dhabi'],
    pay: rangePay({
      symbol: 'AED ',
      period: 'a month',
      step: 500,
      bands: {
        fresher: [8000, 12000],
        junior: [10000, 15000],
        mid: [18000, 28000],
        senior: [30000, 45000],
      },
      intern: { range: [3000, 5000], step: 500, period: 'a month' },
    }),
  },
  {
    name: 'Netherlands',
    weight: 4,
    cities: ['Amsterdam', 'Rotterdam', 'Eindhoven'],
    pay: eurHighPay,
  },
  { name: 'France', weight: 3, cities: ['Paris', 'Lyon', 'Toulouse'], pay: eurLowPay },
  {
    name: 'Japan',
    weight: 3,
    cities: ['Tokyo', 'Osaka', 'Fukuoka'],
    pay: rangePay({
      symbol: '¥',
      period: 'a year',
      step: 100000,
      bands: {
        fresher: [3500000, 4500000],
        junior: [4000000, 5500000],
        mid: [6000000, 8500000],
        senior: [9000000, 13000000],
      },
      intern: { range: [1200, 2000], step: 50, period: 'an hour' },
    }),
  },
  { name: 'Ireland', weight: 3, cities: ['Dublin', 'Cork', 'Galway'], pay: eurHighPay },
  { name: 'Spain', weight: 3, cities: ['Madrid', 'Barcelona', 'Valencia'], pay: eurLowPay },
  {
    name: 'Brazil',
    weight: 3,
    cities: ['São Paulo', 'Rio de Janeiro', 'Florianópolis'],
    pay: rangePay({
      symbol: 'R$',
      period: 'a month',
      step: 500,
      bands: {
        fresher: [4000, 6000],
        junior: [5000, 8000],
        mid: [9000, 14000],
        senior: [16000, 24000],
      },
      intern: { range: [1500, 2500], step: 100, period: 'a month' },
    }),
  },
];

const COUNTRY_WEIGHTS = COUNTRIES.map((country) => ({ weight: country.weight, value: country }));

/** Invented names only: seed data must never look like a real employer's posting. */
const COMPANIES: readonly { name: string; about: string }[] = [
  {
    name: 'Bytewren Labs',
    about: 'builds developer tools for testing mobile apps on real devices',
  },
  { name: 'Tidemark Freightworks', about: 'runs the scheduling software behind container ports' },
  { name: 'Quillory Software', about: 'automates contract drafting and review for legal teams' },
  { name: 'Larkspan Health', about: 'connects patients with doctors through video consultations' },
  { name: 'Copperwren Payments', about: 'processes card and UPI payments for small merchants' },
  { name: 'Orbitnest Logistics', about: 'tracks parcels for regional courier networks' },
  { name: 'Fernquill Robotics', about: 'designs picking robots for mid-sized warehouses' },
  { name: 'Ledgerlark', about: 'makes bookkeeping software for freelancers and small firms' },
  { name: 'Kestrelpine Cloud', about: 'offers managed databases for growing SaaS companies' },
  { name: 'Mosaiqa Learning', about: 'builds adaptive maths lessons for secondary schools' },
  { name: 'Pinehollow Energy', about: 'forecasts rooftop solar output for grid operators' },
  { name: 'Saffronbay Commerce', about: 'powers online storefronts for independent brands' },
  { name: 'Vantorra Insurance', about: 'sells usage-based car insurance through a mobile app' },
  { name: 'Wrenfield Games Studio', about: 'makes cosy strategy games for mobile and PC' },
  { name: 'Zephyrlane Mobility', about: 'operates shared e-scooter fleets in busy city centres' },
  { name: 'Amberlight Media', about: 'runs a podcast hosting and analytics platform' },
  { name: 'Slatecrest Consulting', about: 'helps public agencies move services online' },
  {
    name: 'Driftmoor Security',
    about: 'monitors cloud accounts for misconfigurations and threats',
  },
  { name: 'Emberwise AI', about: 'builds speech recognition for regional languages' },
  {
    name: 'Glassfern Design',
    about: 'is a product design studio working with early-stage startups',
  },
  {
    name: 'Ironbloom Fintech',
    about: 'offers savings and investment accounts to first-time savers',
  },
  { name: 'Juniperwell Biotech', about: 'uses machine learning to speed up lab experiments' },
  { name: 'Lumentrail Travel', about: 'plans multi-city rail trips in a single booking' },
  { name: 'Marigoldly Foods', about: 'runs software for a network of cloud kitchens' },
  { name: 'Nimbusforge Systems', about: 'builds observability tooling for distributed systems' },
  { name: 'Oakquarry Retail', about: 'manages stock and pricing for supermarket chains' },
  { name: 'Parallaxis Studios', about: 'produces interactive 3D product viewers for retailers' },
  { name: 'Riverquill Networks', about: 'provides private 5G networks for factories' },
  { name: 'Silverthimble Semiconductors', about: 'designs low-power chips for wearables' },
  { name: 'Thistlecove Health', about: 'helps clinics manage appointments and records' },
  { name: 'Umbraloom Analytics', about: 'turns retail footfall data into staffing plans' },
  { name: 'Velvetrocket Apps', about: 'builds consumer apps for clients in media and retail' },
  { name: 'Willowbyte', about: 'makes accessible banking apps for credit unions' },
  { name: 'Yarrowfield Agritech', about: 'gives farmers crop advice from satellite imagery' },
  { name: 'Quartzember Devices', about: 'builds firmware for smart home sensors' },
  { name: 'Cobaltfinch Data', about: 'runs a marketplace for anonymised research datasets' },
];

type DegreeKind = 'engineering' | 'data' | 'design' | 'product';

interface RoleFamily {
  team: string;
  jobTitles: readonly string[];
  internTitles: readonly string[];
  skills: readonly string[];
  responsibilities: readonly string[];
  degrees: DegreeKind;
}

const ROLE_FAMILIES: readonly RoleFamily[] = [
  {
    team: 'web platform',
    jobTitles: ['Frontend Engineer', 'React Developer', 'UI Engineer', 'Frontend Developer'],
    internTitles: ['Frontend Developer Intern', 'Web Development Intern'],
    skills: [
      'React',
      'TypeScript',
      'JavaScript',
      'HTML and CSS',
      'Accessibility (WCAG 2.2)',
      'Redux Toolkit',
      'Vite',
      'Testing Library',
      'Next.js',
      'Web performance',
    ],
    responsibilities: [
      'Build accessible, responsive interfaces from design specs',
      'Own features end to end, from API contract to release',
      'Write unit and component tests alongside your code',
      'Improve page load and interaction performance',
      'Work with designers to grow the shared component library',
      'Review pull requests and share what you learn',
    ],
    degrees: 'engineering',
  },
  {
    team: 'core services',
    jobTitles: [
      'Backend Engineer',
      'Software Engineer, Backend',
      'Java Developer',
      'Node.js Developer',
      'Go Developer',
    ],
    internTitles: ['Backend Developer Intern', 'Software Engineering Intern'],
    skills: [
      'Java',
      'Spring Boot',
      'Node.js',
      'Go',
      'PostgreSQL',
      'REST APIs',
      'gRPC',
      'Kafka',
      'Redis',
      'Docker',
    ],
    responsibilities: [
      'Design and build APIs used by web and mobile clients',
      'Model data and write efficient queries',
      'Keep services observable with metrics, logs and traces',
      'Take part in an on-call rotation with clear runbooks',
      'Break large changes into small, safe releases',
      'Write design notes before building bigger features',
    ],
    degrees: 'engineering',
  },
  {
    team: 'product engineering',
    jobTitles: ['Full Stack Developer', 'Software Engineer', 'Full Stack Engineer'],
    internTitles: ['Full Stack Developer Intern', 'Software Development Intern'],
    skills: [
      'TypeScript',
      'React',
      'Node.js',
      'Python',
      'PostgreSQL',
      'GraphQL',
      'AWS',
      'CI/CD',
      'Git',
    ],
    responsibilities: [
      'Ship features across the frontend, backend and database',
      'Talk to customers with the product team to shape what we build',
      'Write tests and keep the build green',
      'Improve our deployment pipeline and developer tooling',
      'Pair with teammates and mentor newer engineers',
    ],
    degrees: 'engineering',
  },
  {
    team: 'mobile',
    jobTitles: ['Android Developer', 'iOS Developer', 'Mobile Engineer', 'Flutter Developer'],
    internTitles: ['Android Developer Intern', 'Mobile App Development Intern'],
    skills: [
      'Kotlin',
      'Swift',
      'Jetpack Compose',
      'SwiftUI',
      'Flutter',
      'Dart',
      'React Native',
      'Offline-first app design',
      'App store releases',
    ],
    responsibilities: [
      'Build and polish screens used by millions of people',
      'Keep the app fast and reliable on low-end devices',
      'Ship weekly releases through staged rollouts',
      'Write UI and unit tests for new features',
      'Work with backend engineers on API design',
    ],
    degrees: 'engineering',
  },
  {
    team: 'data science',
    jobTitles: ['Data Scientist', 'Applied Scientist', 'Decision Scientist'],
    internTitles: ['Data Science Intern'],
    skills: [
      'Python',
      'pandas',
      'scikit-learn',
      'SQL',
      'Statistics',
      'A/B testing',
      'Jupyter',
      'Data visualisation',
    ],
    responsibilities: [
      'Frame business questions as measurable experiments',
      'Build and validate predictive models',
      'Present findings clearly to non-technical teams',
      'Design and analyse A/B tests',
      'Turn one-off analyses into reusable pipelines',
    ],
    degrees: 'data',
  },
  {
    team: 'analytics',
    jobTitles: ['Data Analyst', 'Business Intelligence Analyst', 'Product Analyst'],
    internTitles: ['Data Analyst Intern', 'Business Analyst Intern'],
    skills: [
      'SQL',
      'Excel',
      'Power BI',
      'Tableau',
      'Python',
      'Looker',
      'Statistics',
      'Stakeholder communication',
    ],
    responsibilities: [
      'Build dashboards that teams check every morning',
      'Define and document key metrics',
      'Dig into unexpected changes in the numbers',
      'Answer ad hoc questions from product and sales',
      'Keep data definitions consistent across reports',
    ],
    degrees: 'data',
  },
  {
    team: 'machine learning',
    jobTitles: [
      'Machine Learning Engineer',
      'MLOps Engineer',
      'Computer Vision Engineer',
      'NLP Engineer',
    ],
    internTitles: ['Machine Learning Intern', 'AI Research Intern'],
    skills: [
      'Python',
      'PyTorch',
      'TensorFlow',
      'MLflow',
      'Kubernetes',
      'Transformers',
      'Feature stores',
      'Model evaluation',
    ],
    responsibilities: [
      'Train, evaluate and ship models to production',
      'Build pipelines for training data and features',
      'Monitor models for drift and regressions',
      'Read papers and turn promising ideas into prototypes',
      'Work with product teams to define success metrics',
    ],
    degrees: 'data',
  },
  {
    team: 'platform',
    jobTitles: [
      'DevOps Engineer',
      'Site Reliability Engineer',
      'Cloud Engineer',
      'Platform Engineer',
    ],
    internTitles: ['DevOps Intern', 'Cloud Engineering Intern'],
    skills: [
      'Kubernetes',
      'Terraform',
      'AWS',
      'Google Cloud',
      'Linux',
      'Prometheus',
      'GitHub Actions',
      'Bash',
      'Docker',
    ],
    responsibilities: [
      'Run and improve our Kubernetes clusters',
      'Manage infrastructure as code with reviewable changes',
      'Set service level objectives and alerting with product teams',
      'Lead blameless post-incident reviews',
      'Cut build and deploy times for every team',
    ],
    degrees: 'engineering',
  },
  {
    team: 'security',
    jobTitles: ['Security Engineer', 'Application Security Engineer', 'SOC Analyst'],
    internTitles: ['Cybersecurity Intern'],
    skills: [
      'Threat modelling',
      'OWASP Top 10',
      'SIEM',
      'Python',
      'Network security',
      'Incident response',
      'Burp Suite',
      'Cloud security',
    ],
    responsibilities: [
      'Review designs and code for security issues',
      'Triage and respond to security alerts',
      'Run our bug bounty programme with external researchers',
      'Automate security checks in the CI pipeline',
      'Teach engineers secure coding through workshops',
    ],
    degrees: 'engineering',
  },
  {
    team: 'quality',
    jobTitles: ['QA Automation Engineer', 'Software Development Engineer in Test', 'Test Engineer'],
    internTitles: ['QA Intern', 'Software Testing Intern'],
    skills: [
      'Selenium',
      'Playwright',
      'Cypress',
      'Java',
      'TypeScript',
      'API testing',
      'JMeter',
      'Test planning',
    ],
    responsibilities: [
      'Build and maintain end-to-end test suites',
      'Write test plans for new features with developers',
      'Track down flaky tests and fix their causes',
      'Run load tests before major launches',
      'Report bugs with clear steps to reproduce',
    ],
    degrees: 'engineering',
  },
  {
    team: 'design',
    jobTitles: ['Product Designer', 'UX Designer', 'UI/UX Designer', 'UX Researcher'],
    internTitles: ['UI/UX Design Intern', 'Product Design Intern'],
    skills: [
      'Figma',
      'User research',
      'Prototyping',
      'Design systems',
      'Interaction design',
      'Usability testing',
      'Accessibility',
    ],
    responsibilities: [
      'Turn research into flows, wireframes and polished designs',
      'Run usability tests and share what you learn',
      'Contribute to and maintain our design system',
      'Work closely with engineers through build and launch',
      'Present design decisions to stakeholders',
    ],
    degrees: 'design',
  },
  {
    team: 'product',
    jobTitles: ['Product Manager', 'Associate Product Manager', 'Technical Product Manager'],
    internTitles: ['Product Management Intern'],
    skills: [
      'Roadmapping',
      'User interviews',
      'SQL',
      'Jira',
      'Writing specs',
      'Product analytics',
      'Prioritisation',
    ],
    responsibilities: [
      'Own the roadmap for one product area',
      'Talk to customers every week',
      'Write clear specs with engineering and design',
      'Define success metrics and track them after launch',
      'Say no to good ideas so great ones ship',
    ],
    degrees: 'product',
  },
  {
    team: 'data platform',
    jobTitles: ['Data Engineer', 'Analytics Engineer', 'Big Data Engineer'],
    internTitles: ['Data Engineering Intern'],
    skills: ['Python', 'SQL', 'Apache Spark', 'Airflow', 'dbt', 'Snowflake', 'BigQuery', 'Kafka'],
    responsibilities: [
      'Build reliable batch and streaming pipelines',
      'Model data in the warehouse for analysts',
      'Add data quality checks and alerting',
      'Reduce warehouse costs without slowing queries',
      'Document datasets so others can find and trust them',
    ],
    degrees: 'data',
  },
];

/** Indian postings name B.Tech / B.E.; elsewhere a bachelor's degree is the usual wording. */
const DEGREES: Record<DegreeKind, { india: readonly string[]; elsewhere: readonly string[] }> = {
  engineering: {
    india: [
      'B.Tech / B.E. in Computer Science or a related field',
      'M.Tech / M.E. in Computer Science, IT or Electronics',
      'MCA or B.Sc. / M.Sc. in Computer Science',
      'A consistent academic record (60% or 6.5 CGPA and above)',
    ],
    elsewhere: [
      "Bachelor's degree in Computer Science, Software Engineering or a related field",
      "A master's degree in a technical field is a plus",
      'Equivalent practical experience is welcome in place of a degree',
    ],
  },
  data: {
    india: [
      'B.Tech / B.E. in Computer Science or a related field',
      'B.Sc. / M.Sc. in Statistics, Mathematics or Economics',
      'M.Tech or M.S. in Data Science, Machine Learning or a related field',
    ],
    elsewhere: [
      "Bachelor's degree in Statistics, Mathematics, Computer Science or Economics",
      "A master's degree or PhD in a quantitative field is a plus",
      'Equivalent practical experience is welcome in place of a degree',
    ],
  },
  design: {
    india: [
      'B.Des / M.Des in Interaction or Communication Design',
      'B.Tech / B.E. with a strong design portfolio',
      'A portfolio showing your process matters more than the degree',
    ],
    elsewhere: [
      "Bachelor's degree in Design, HCI or a related field",
      'A portfolio showing your process matters more than the degree',
    ],
  },
  product: {
    india: [
      'B.Tech / B.E. in any discipline',
      'MBA from a recognised institute is a plus',
      'Some experience building or shipping software',
    ],
    elsewhere: [
      "Bachelor's degree in Engineering, Business or a related field",
      'An MBA is a plus, not a requirement',
      'Some experience building or shipping software',
    ],
  },
};

const JOB_PERKS = [
  'Health insurance for you and your family',
  'A yearly learning budget for courses and conferences',
  'Flexible working hours',
  'A laptop and home-office setup of your choice',
  'Paid parental leave',
  'Employee stock options',
  'Four weeks of paid leave, plus public holidays',
  'Regular team offsites',
];

const INTERN_PERKS = [
  'A dedicated mentor for the whole internship',
  'Real projects that ship to production',
  'Meals and travel covered on office days',
  'Certificate and letter of recommendation',
  'Flexible hours around your exams',
  'Weekly learning sessions with senior engineers',
];

const JOB_TEAM_NOTES = [
  'You will join a small team that ships to production several times a week.',
  'We value written communication, clear ownership and sensible working hours.',
  'Our interview process has three rounds and takes about two weeks.',
  'The team is growing this year, so you will help shape how we work.',
];

const INTERN_BATCHES = ['2027', '2027, 2028', '2026, 2027'];
const GRADUATE_BATCHES = ['2025, 2026', '2026', '2024, 2025, 2026', '2025'];

const ON_SITE_WORK_TYPES = [
  { weight: 45, value: 'On-site' },
  { weight: 40, value: 'Hybrid' },
  { weight: 15, value: 'Remote' },
];

/** Three internships in every ten, spread out so every page of the list shows both types. */
function typeFor(index: number): JobType {
  return [2, 5, 8].includes(index % 10) ? 'Internship' : 'Job';
}

/** One closed job per block of forty, at a shifting slot so closed jobs are not all one type. */
function isClosed(index: number): boolean {
  return index % 40 === 39 - (Math.floor(index / 40) % 3);
}

/**
 * One job in every forty, at a shifting slot of both types, expired a few days ago while still
 * active: no expiry run has closed it, and no screen may show it.
 */
export function isSeedJobExpired(index: number): boolean {
  return index % 40 === 15 + (Math.floor(index / 40) % 3);
}

/**
 * Expiry dates are relative to the moment of seeding, so a demo board stays open however long
 * after its posting dates it is seeded: the others expire 2 to 59 days after `now`. Not drawn
 * from the job's random stream, so every other field stays as it was.
 */
function expiryFor(index: number, now: number): Date {
  if (isSeedJobExpired(index)) return new Date(now - (1 + (index % 5)) * DAY_MS);
  return new Date(now + (2 + ((index * 37) % 58)) * DAY_MS);
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function htmlList(items: readonly string[]): string {
  return `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

/**
 * Every job names a country: a remote job's is where applicants may live, without which search
 * engines do not list it (domain/src/pages/job-posting.ts).
 */
interface Place {
  country: Country;
  city?: string;
}

/** ~11% remote within a country, the rest in a city. */
function placeFor(random: Random, cityTurns: Map<string, number>): Place {
  const roll = random();
  const country = pickWeighted(random, COUNTRY_WEIGHTS);
  if (roll < 0.11) return { country };
  // Cities take turns within a country so even rarely drawn countries show all their cities.
  const turn = cityTurns.get(country.name) ?? 0;
  cityTurns.set(country.name, turn + 1);
  return { country, city: country.cities[turn % country.cities.length] };
}

function titleFor(random: Random, family: RoleFamily, type: JobType, level: Level): string {
  if (type === 'Internship') return pick(random, family.internTitles);
  const title = pick(random, family.jobTitles);
  if (/^(Associate|Junior|Senior|Lead) /.test(title)) return title;
  if (level === 'senior') {
    return pickWeighted(random, [
      { weight: 5, value: `Senior ${title}` },
      { weight: 2, value: `Lead ${title}` },
      { weight: 3, value: title },
    ]);
  }
  if (level === 'fresher' && chance(random, 0.4)) return `Junior ${title}`;
  return title;
}

function salaryFor(random: Random, place: Place, type: JobType, level: Level): string | undefined {
  const roll = random();
  if (roll < 0.12) return undefined;
  if (roll < 0.22) return 'Not disclosed';
  return place.country.pay(random, type, level);
}

/**
 * One open job in nine was confirmed still open by its poster, a few days ago, when asked at 14
 * days (still-hiring.ts): the board's "newest confirmed" order has something to show.
 */
function confirmedAtFor(index: number, createdAt: number, now: number): Date | null {
  if (index % 9 !== 2) return null;
  const answeredAt = now - (1 + (index % 6)) * DAY_MS;
  return answeredAt >= createdAt + FIRST_ASK_AFTER_DAYS * DAY_MS ? new Date(answeredAt) : null;
}

/**
 * The newest jobs were posted once the form asked for pay as a structure (pay.ts); the older
 * ones have only the Salary text they were posted with, as a board's older jobs do.
 */
const STRUCTURED_PAY_JOBS = 60;

/** The pay a job posted on today's form gives for the salary drawn: one intern in eleven is unpaid. */
function structuredPay(index: number, type: JobType, salary: string | undefined): Pay | null {
  if (type === 'Internship' && index % 11 === 4) return { kind: 'unpaid' };
  if (salary === undefined || salary === 'Not disclosed') return { kind: 'undisclosed' };
  return payFromSalaryText(salary);
}

function batchFor(random: Random, type: JobType, level: Level): string | undefined {
  if (type === 'Internship') return chance(random, 0.85) ? pick(random, INTERN_BATCHES) : undefined;
  if (level === 'fresher' || level === 'junior') {
    return chance(random, 0.75) ? pick(random, GRADUATE_BATCHES) : undefined;
  }
  // Experienced hires are not recruited by graduation year.
  return undefined;
}

function locationPhrase(place: Place): string {
  if (place.city) return ` in ${place.city}`;
  return `, working remotely from anywhere in ${place.country.name}`;
}

function descriptionFor(
  random: Random,
  company: string,
  slug: string,
  title: string,
  family: RoleFamily,
  type: JobType,
  place: Place,
): string {
  const parts = [
    `<p>${escapeHtml(company)} is looking for a <strong>${escapeHtml(title)}</strong> to join ` +
      `the ${family.team} team${escapeHtml(locationPhrase(place))}.</p>`,
  ];
  if (type === 'Internship') {
    const months = pick(random, [3, 6]);
    const start = pick(random, ['January', 'February', 'May', 'June']);
    parts.push(
      `<p>The internship runs for ${months} months from ${start} 2027. Strong interns receive ` +
        `a <em>pre-placement offer</em> for a full-time role.</p>`,
    );
  } else if (chance(random, 0.6)) {
    parts.push(`<p>${pick(random, JOB_TEAM_NOTES)}</p>`);
  }
  parts.push('<p><strong>What we offer</strong></p>');
  const perks = type === 'Internship' ? INTERN_PERKS : JOB_PERKS;
  parts.push(htmlList(sample(random, perks, intBetween(random, 3, 5))));
  if (chance(random, 0.35)) {
    const link = pick(random, [
      { path: 'engineering-blog', text: 'Curious how we work? Read our {engineering blog}.' },
      { path: 'hiring-process', text: 'See our {hiring process} before you apply.' },
      { path: 'candidate-faq', text: 'Questions? Our {candidate FAQ} covers most of them.' },
    ]);
    const href = `https://example.com/${slug}/${link.path}`;
    parts.push(`<p>${link.text.replace(/\{(.+)\}/, `<a href="${href}">$1</a>`)}</p>`);
  }
  return parts.join('');
}

function degreeFor(random: Random, family: RoleFamily, type: JobType, place: Place): string {
  const options = DEGREES[family.degrees];
  const pool = place.country.name === 'India' ? options.india : options.elsewhere;
  const items = sample(random, pool, intBetween(random, 2, pool.length));
  if (type === 'Internship') items.unshift('Currently in the final or pre-final year of study');
  return htmlList(items);
}

function companyDescriptionFor(random: Random, company: { name: string; about: string }): string {
  const founded = intBetween(random, 2008, 2023);
  const people = pick(random, [25, 40, 80, 150, 300, 600, 1200]);
  return (
    `<p>${escapeHtml(company.name)} ${escapeHtml(company.about)}.</p>` +
    `<p>Founded in ${founded}, the company has about ${people} people today.</p>`
  );
}

function buildJob(
  index: number,
  random: Random,
  createdAt: Date,
  expiresAt: Date,
  cityTurns: Map<string, number>,
  now: number,
): SeedJob {
  const id = seedJobId(index);
  const type = typeFor(index);
  const level = pickWeighted<Level>(random, type === 'Internship' ? INTERN_LEVELS : JOB_LEVELS);
  const family = pick(random, ROLE_FAMILIES);
  const company = pick(random, COMPANIES);
  const slug = slugify(company.name);
  const title = titleFor(random, family, type, level);
  const place = placeFor(random, cityTurns);

  const data: JobDocument = {
    Title: title,
    Type: type,
    Company: company.name,
    ApplyURL: `https://careers.example.com/${slug}/${id}`,
    Skills: htmlList(sample(random, family.skills, intBetween(random, 4, 6))),
    createdAt,
    updatedAt: new Date(createdAt.getTime()),
    expiresAt,
    posterKey: null,
    status: isClosed(index) ? 'closed' : 'active',
  };
  // Optional fields are left out, never set to undefined: Firestore rejects undefined values.
  data.Country = place.country.name;
  if (place.city) data.City = place.city;
  if (!place.city) data.WorkType = 'Remote';
  else if (!chance(random, 0.04)) data.WorkType = pickWeighted(random, ON_SITE_WORK_TYPES);
  if (!chance(random, 0.04)) data.Experience = EXPERIENCE[level];
  const batch = batchFor(random, type, level);
  if (batch) data.Batch = batch;
  const salary = salaryFor(random, place, type, level);
  const pay = index < STRUCTURED_PAY_JOBS ? structuredPay(index, type, salary) : null;
  if (pay) {
    data.Pay = pay;
    // As the functions store a posted job's pay: its Salary is the text made from it, if any.
    if (pay.kind !== 'undisclosed') data.Salary = payText(pay);
  } else if (salary) data.Salary = salary;
  if (!chance(random, 0.05)) {
    data.Description = descriptionFor(random, company.name, slug, title, family, type, place);
  }
  if (!chance(random, 0.15)) data.Degree = degreeFor(random, family, type, place);
  if (!chance(random, 0.15)) {
    const count = type === 'Internship' ? intBetween(random, 3, 4) : intBetween(random, 4, 5);
    data.Responsibilities = htmlList(sample(random, family.responsibilities, count));
  }
  if (!chance(random, 0.15)) data.CompanyDescription = companyDescriptionFor(random, company);
  const confirmedAt = confirmedAtFor(index, createdAt.getTime(), now);
  if (confirmedAt && data.status === 'active' && !isSeedJobExpired(index)) {
    data.confirmedAt = confirmedAt;
    // Confirming keeps a job open 30 days from the answer, never less than it had.
    const kept = confirmedAt.getTime() + CONFIRMED_OPEN_DAYS * DAY_MS;
    if (kept > expiresAt.getTime()) data.expiresAt = new Date(kept);
  }
  return { id, data };
}

/**
 * `count` jobs, newest first, identical on every call with the same `now` (the seeding time,
 * which only the expiry dates depend on). Each job draws from its own seeded stream, so a
 * shorter list is a prefix of a longer one.
 */
export function generateSeedJobs(count = 320, now: Date = new Date()): SeedJob[] {
  const jobs: SeedJob[] = [];
  const cityTurns = new Map<string, number>();
  let time = NEWEST_JOB_TIME;
  for (let index = 0; index < count; index++) {
    const random = mulberry32(deriveSeed(SEED, index));
    // Each job is posted 1–5 hours before the one above it.
    if (index > 0) time -= intBetween(random, 60, 300) * MINUTE_MS;
    jobs.push(
      buildJob(
        index,
        random,
        new Date(time),
        expiryFor(index, now.getTime()),
        cityTurns,
        now.getTime(),
      ),
    );
  }
  return jobs;
}
