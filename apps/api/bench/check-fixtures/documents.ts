/**
 * The fixture documents' contents: what real UK documents of each kind say (sort code, statement
 * period, ASF1 and section 95, landlord and tenancy, PAYE and NI number, MRZ), with invented
 * people, firms and numbers. Each carries the facts its labels are built from.
 */
import type { DocumentKind } from '@docket/contract';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { h, type Line, p, row, rule } from './layout.ts';
import { type MrzPerson, td1, td3 } from './mrz.ts';

export type PageSource =
  | { type: 'text'; lines: Line[] }
  | { type: 'drawn'; width: number; height: number; draw: (ctx: SKRSContext2D) => void };

export interface DocumentFacts {
  kind: DocumentKind;
  /** The document's own date (a statement's is the end of its period); null where it has none a reader should use. */
  documentDate: string | null;
  /** An expiry date printed on it. */
  expiry: string | null;
  mrz: { documentNumber: string; expiry: string; birthDate: string } | null;
  /** The name of the person it is about, as printed. */
  nameOnDocument: string;
}

export interface FixtureDocument {
  pages: PageSource[];
  facts: DocumentFacts;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** 2026-10-31 → 31 October 2026 */
export const longDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`;
};
/** 2026-10-31 → 31/10/2026 */
const slashDate = (iso: string) => iso.split('-').reverse().join('/');
/** 2031-06-04 → 04 JUN 2031 */
const passportDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${d} ${(MONTHS[Number(m) - 1] ?? '').slice(0, 3).toUpperCase()} ${y}`;
};
const shortDay = (iso: string) => {
  const [, m, d] = iso.split('-');
  return `${d} ${(MONTHS[Number(m) - 1] ?? '').slice(0, 3)}`;
};

export const AMINA = 'Amina Yusuf Hassan';
const ADDRESS = ['Flat 4, 27 Clarendon Road', 'Cardiff', 'CF24 3DX'];

const money = (pence: number) =>
  `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export interface StatementOptions {
  holder: string;
  from: string;
  to: string;
  /** Page n of total: each page of a statement is a document page. */
  pages: number;
  /** The pages to include (1-based); a missing page is simply not here. */
  include?: number[];
  seed: number;
}

const PAYEES = [
  'TESCO STORES 2231',
  'ASPEN CARD TOPUP',
  'CARDIFF BUS',
  'LIDL GB CARDIFF',
  'BOOTS 0412',
  'POST OFFICE',
  'ALDI 8815',
  'VODAFONE TOPUP',
  'CASH MACHINE HSBC',
  'PRIMARK CARDIFF',
];

export function bankStatement(o: StatementOptions): FixtureDocument {
  const pages: PageSource[] = [];
  let balance = 14_250 + o.seed * 731;
  const [fy, fm] = o.from.split('-');
  for (let n = 1; n <= o.pages; n++) {
    const lines: Line[] = [
      h('Northgate Bank plc', 44, { colour: '#ffffff', band: '#1d3f6e' }),
      p('Current Account Statement', { size: 30, bold: true, gap: 24 }),
      row([o.holder, { text: 'Sort code: 20-45-77', at: 1, align: 'right' }], { gap: 18 }),
      row([ADDRESS[0] ?? '', { text: 'Account number: 43817265', at: 1, align: 'right' }]),
      row([ADDRESS[1] ?? '', { text: 'BIC: NGTBGB2L', at: 1, align: 'right' }]),
      p(ADDRESS[2] ?? ''),
      p(`Statement period: ${longDate(o.from)} to ${longDate(o.to)}`, { bold: true, gap: 24 }),
      rule(),
      row(
        [
          'Date',
          { text: 'Description', at: 0.18 },
          { text: 'Paid out', at: 0.7, align: 'right' },
          { text: 'Paid in', at: 0.85, align: 'right' },
          { text: 'Balance', at: 1, align: 'right' },
        ],
        { bold: true },
      ),
      rule(),
    ];
    if (n === 1)
      lines.push(
        row(['', { text: 'Opening balance', at: 0.18 }, { text: money(balance), at: 1, align: 'right' }]),
      );
    for (let i = 0; i < 14; i++) {
      const day = String(Math.min(28, 1 + Math.floor(((i + 1) * 27) / 15))).padStart(2, '0');
      const iso = `${fy}-${fm}-${day}`;
      const payee = PAYEES[(i * 7 + o.seed + n) % PAYEES.length] ?? '';
      const paidIn = i % 5 === 0;
      const amount = 350 + ((i * 977 + o.seed * 131 + n * 53) % 4200);
      balance += paidIn ? 4_935 : -amount;
      lines.push(
        row([
          shortDay(iso),
          { text: paidIn ? 'ASYLUM SUPPORT ASPEN' : payee, at: 0.18 },
          { text: paidIn ? '' : money(amount), at: 0.7, align: 'right' },
          { text: paidIn ? money(4_935) : '', at: 0.85, align: 'right' },
          { text: money(balance), at: 1, align: 'right' },
        ]),
      );
    }
    lines.push(rule());
    if (n === o.pages)
      lines.push(
        row(
          [
            { text: 'Closing balance', at: 0.18 },
            { text: money(balance), at: 1, align: 'right' },
          ],
          { bold: true },
        ),
      );
    lines.push(
      p('Northgate Bank plc is authorised by the Prudential Regulation Authority.', { size: 19, gap: 40 }),
      p(
        'Registered in England and Wales no. 00048839. Registered office: 1 Northgate Street, Leeds LS1 4AP.',
        {
          size: 19,
        },
      ),
      row([{ text: `Page ${n} of ${o.pages}`, at: 1, align: 'right' }], { gap: 20 }),
    );
    if (!o.include || o.include.includes(n)) pages.push({ type: 'text', lines });
  }
  return {
    pages,
    facts: { kind: 'bankStatement', documentDate: o.to, expiry: null, mrz: null, nameOnDocument: o.holder },
  };
}

export function asf1Letter(o: { name: string; date: string; reference: string }): FixtureDocument {
  const lines: Line[] = [
    h('Home Office', 48),
    p('UK Visas and Immigration', { bold: true }),
    p('Asylum Support Casework'),
    p('PO Box 471, Croydon CR9 1YN'),
    row([`Ms ${o.name}`, { text: `Date: ${longDate(o.date)}`, at: 1, align: 'right' }], { gap: 40 }),
    row([ADDRESS[0] ?? '', { text: `Our reference: ${o.reference}`, at: 1, align: 'right' }]),
    p(ADDRESS[1] ?? ''),
    p(ADDRESS[2] ?? ''),
    p('Application for asylum support (ASF1): decision', { bold: true, gap: 40 }),
    p(`Dear ${o.name},`, { gap: 20 }),
    p('Thank you for your application for asylum support on form ASF1. We have considered', { gap: 12 }),
    p('your application under section 95 of the Immigration and Asylum Act 1999 and the'),
    p('Asylum Support Regulations 2000.'),
    p('We are satisfied that you are an asylum seeker and that you appear to be destitute.', { gap: 12 }),
    p('You have been granted asylum support in the form of accommodation and a weekly'),
    p('cash allowance of £49.18, which will be loaded onto your ASPEN card.'),
    p('You must tell us at once of any change in your circumstances. If you fail to do so,', { gap: 12 }),
    p('your support may be suspended or discontinued.'),
    p('Please keep this letter safe: you may need to show it as proof of your support.', { gap: 12 }),
    p('Yours sincerely,', { gap: 30 }),
    p('Asylum Support Casework Team', { gap: 50 }),
    p('Home Office, on behalf of the Secretary of State for the Home Department', { size: 19, gap: 80 }),
  ];
  return {
    pages: [{ type: 'text', lines }],
    facts: {
      kind: 'homeOfficeLetter',
      documentDate: o.date,
      expiry: null,
      mrz: null,
      nameOnDocument: o.name,
    },
  };
}

export function section95Letter(o: { name: string; date: string; reference: string }): FixtureDocument {
  const lines: Line[] = [
    h('Home Office', 48),
    p('Asylum Support', { bold: true }),
    p('Lunar House, 40 Wellesley Road, Croydon CR9 2BY'),
    row(
      [`Date: ${longDate(o.date)}`, { text: `Home Office reference: ${o.reference}`, at: 1, align: 'right' }],
      {
        gap: 40,
      },
    ),
    p(`To: ${o.name}`, { gap: 20 }),
    p('NOTICE OF DISPERSAL: SECTION 95 ACCOMMODATION', { bold: true, gap: 40 }),
    p('You are being provided with support under section 95 of the Immigration and Asylum', { gap: 20 }),
    p('Act 1999. Your accommodation provider will move you to the address below.'),
    p('Dispersal address:', { bold: true, gap: 20 }),
    p(ADDRESS.join(', ')),
    p('Accommodation provider: Clearsprings Ready Homes', { gap: 12 }),
    p('Date of move: 14 October 2026'),
    p('You must live at this address and report to the reporting centre as told. If you', { gap: 20 }),
    p('do not travel to the dispersal address, your asylum support may be discontinued.'),
    p('If you need help, call Migrant Help on 0808 8010 503, free of charge.', { gap: 20 }),
    p('Asylum Support Team', { gap: 50 }),
  ];
  return {
    pages: [{ type: 'text', lines }],
    facts: {
      kind: 'homeOfficeLetter',
      documentDate: o.date,
      expiry: null,
      mrz: null,
      nameOnDocument: o.name,
    },
  };
}

export function tenancyLetter(o: { name: string; date: string; since: string }): FixtureDocument {
  const lines: Line[] = [
    h('Harbour Lettings Ltd', 42, { colour: '#0b5d50' }),
    p('Letting agents and property managers'),
    p('12 Mount Stuart Square, Cardiff CF10 5EE  ·  029 2049 1180'),
    p(`Date: ${longDate(o.date)}`, { gap: 40 }),
    p('TO WHOM IT MAY CONCERN', { bold: true, gap: 30 }),
    p('Re: Confirmation of tenancy and occupancy', { bold: true, gap: 10 }),
    p(`Property: ${ADDRESS.join(', ')}`),
    p(`We write as managing agents for the landlord of the property above to confirm that`, { gap: 20 }),
    p(`${o.name} has occupied the property as a tenant under an assured shorthold`),
    p(`tenancy agreement since ${longDate(o.since)}.`),
    p('The rent is £650.00 per calendar month, payable in advance. The tenancy is', { gap: 12 }),
    p('continuing and the tenant is not in arrears. The landlord has no objection to the'),
    p('tenant remaining at the property.'),
    p('Please contact us if you need any further confirmation of the tenancy.', { gap: 12 }),
    p('Yours faithfully,', { gap: 30 }),
    p('Gareth Price', { gap: 50 }),
    p('Property Manager, for and on behalf of the landlord'),
  ];
  return {
    pages: [{ type: 'text', lines }],
    facts: {
      kind: 'accommodationLetter',
      documentDate: o.date,
      expiry: null,
      mrz: null,
      nameOnDocument: o.name,
    },
  };
}

export function payslip(o: { name: string; payDate: string; period: number }): FixtureDocument {
  const lines: Line[] = [
    h('Brightwell Care Services Ltd', 40),
    p('PAYSLIP', { size: 34, bold: true, gap: 20 }),
    row([`Employee: ${o.name}`, { text: 'Employee no: 004127', at: 1, align: 'right' }], { gap: 20 }),
    row(['NI number: QQ 12 34 56 C', { text: 'Tax code: 1257L', at: 1, align: 'right' }]),
    row([
      'Employer PAYE reference: 123/AB45678',
      { text: `Tax period: Month ${o.period}`, at: 1, align: 'right' },
    ]),
    row([`Pay date: ${slashDate(o.payDate)}`, { text: 'Pay method: BACS', at: 1, align: 'right' }]),
    rule(),
    row(
      [
        'Payments',
        { text: 'Hours', at: 0.45, align: 'right' },
        { text: 'Rate', at: 0.65, align: 'right' },
        { text: 'Amount', at: 1, align: 'right' },
      ],
      {
        bold: true,
      },
    ),
    rule(),
    row([
      'Basic pay',
      { text: '152.00', at: 0.45, align: 'right' },
      { text: '£11.44', at: 0.65, align: 'right' },
      { text: '£1,738.88', at: 1, align: 'right' },
    ]),
    row([
      'Weekend enhancement',
      { text: '16.00', at: 0.45, align: 'right' },
      { text: '£6.48', at: 0.65, align: 'right' },
      { text: '£103.62', at: 1, align: 'right' },
    ]),
    row(['Gross pay', { text: '£1,842.50', at: 1, align: 'right' }], { bold: true, gap: 10 }),
    row(['Deductions', { text: 'Amount', at: 1, align: 'right' }], { bold: true, gap: 20 }),
    rule(),
    row(['Income tax (PAYE)', { text: '£159.20', at: 1, align: 'right' }]),
    row(['National Insurance', { text: '£63.68', at: 1, align: 'right' }]),
    row(['Pension (employee)', { text: '£61.09', at: 1, align: 'right' }]),
    rule(),
    row(['Net pay', { text: '£1,558.53', at: 1, align: 'right' }], { bold: true, size: 30 }),
    row(['Year to date: Gross pay £12,897.50', { text: 'Tax paid £1,114.40', at: 1, align: 'right' }], {
      gap: 30,
    }),
  ];
  return {
    pages: [{ type: 'text', lines }],
    facts: { kind: 'payslip', documentDate: o.payDate, expiry: null, mrz: null, nameOnDocument: o.name },
  };
}

export function utilityBill(o: { name: string; date: string }): FixtureDocument {
  const lines: Line[] = [
    h('Dragon Energy', 44, { colour: '#ffffff', band: '#c2410c' }),
    p('Your electricity bill', { size: 32, bold: true, gap: 24 }),
    row([o.name, { text: `Bill date: ${longDate(o.date)}`, at: 1, align: 'right' }], { gap: 20 }),
    row([ADDRESS[0] ?? '', { text: 'Account number: 8830 2291 447', at: 1, align: 'right' }]),
    row([ADDRESS[1] ?? '', { text: 'Supply address: as opposite', at: 1, align: 'right' }]),
    p(ADDRESS[2] ?? ''),
    p('Billing period: 14 August 2026 to 13 October 2026', { gap: 30, bold: true }),
    rule(),
    row(['Meter reading (actual) 13 October 2026', { text: '41,882 kWh', at: 1, align: 'right' }]),
    row(['Previous reading 13 August 2026', { text: '41,305 kWh', at: 1, align: 'right' }]),
    row(['Electricity used: 577 kWh at 24.86p per kWh', { text: '£143.44', at: 1, align: 'right' }]),
    row(['Standing charge: 61 days at 53.68p per day', { text: '£32.74', at: 1, align: 'right' }]),
    row(['VAT at 5%', { text: '£8.81', at: 1, align: 'right' }]),
    rule(),
    row(['Total amount due', { text: '£184.99', at: 1, align: 'right' }], { bold: true, size: 30 }),
    p('We will collect this by Direct Debit on or after 28 October 2026.', { gap: 20 }),
    p('MPAN: 21 1200 0000 3471 8826', { gap: 20 }),
  ];
  return {
    pages: [{ type: 'text', lines }],
    facts: { kind: 'utilityBill', documentDate: o.date, expiry: null, mrz: null, nameOnDocument: o.name },
  };
}

export function medicalLetter(o: { name: string; date: string }): FixtureDocument {
  const lines: Line[] = [
    h('Riverside Medical Practice', 42, { colour: '#005eb8' }),
    p('NHS Cardiff and Vale University Health Board'),
    p('3 Despenser Street, Riverside, Cardiff CF11 6AG'),
    p(`Date: ${longDate(o.date)}`, { gap: 40 }),
    p('To whom it may concern', { gap: 20 }),
    p(`Re: ${o.name}, date of birth 14/03/1994, NHS number 943 476 5919`, { bold: true, gap: 20 }),
    p('This patient has been registered with our surgery since October 2025. She attends', { gap: 20 }),
    p('the practice regularly and is under the care of the GP for anxiety and sleep'),
    p('disturbance, for which she has been referred to the community mental health team.'),
    p('Her current medication is sertraline 50 mg once daily. She reports flashbacks and', { gap: 12 }),
    p('poor concentration, which are consistent with her account of past events.'),
    p('Please do not hesitate to contact the surgery for further information, with the', { gap: 12 }),
    p("patient's written consent."),
    p('Yours faithfully,', { gap: 30 }),
    p('Dr Eleri Morgan MRCGP', { gap: 50 }),
    p('General Practitioner'),
  ];
  return {
    pages: [{ type: 'text', lines }],
    facts: { kind: 'medicalLetter', documentDate: o.date, expiry: null, mrz: null, nameOnDocument: o.name },
  };
}

export const AMINA_MRZ: MrzPerson = {
  surname: 'HASSAN',
  givenNames: ['AMINA', 'YUSUF'],
  nationality: 'SDN',
  birthDate: '1994-03-14',
  sex: 'F',
};

function drawPortrait(ctx: SKRSContext2D, x: number, y: number, w: number, hgt: number) {
  ctx.fillStyle = '#c9cdd3';
  ctx.fillRect(x, y, w, hgt);
  ctx.fillStyle = '#8a8f98';
  ctx.beginPath();
  ctx.ellipse(x + w / 2, y + hgt * 0.38, w * 0.24, hgt * 0.2, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(x + w / 2, y + hgt * 0.95, w * 0.42, hgt * 0.32, 0, Math.PI, Math.PI * 2);
  ctx.fill();
}

function field(ctx: SKRSContext2D, x: number, y: number, label: string, value: string, size = 30) {
  ctx.fillStyle = '#4a5568';
  ctx.font = `${Math.round(size * 0.62)}px "Liberation Sans"`;
  ctx.fillText(label, x, y);
  ctx.fillStyle = '#111';
  ctx.font = `bold ${size}px "Liberation Sans"`;
  ctx.fillText(value, x, y + size + 6);
}

/** A passport's data page (TD3), as a scan or photo of it shows it: 1500 × 1060 px. */
export function passport(o: { number: string; issued: string; expiry: string }): FixtureDocument {
  const mrz = td3(AMINA_MRZ, 'SDN', o.number, o.expiry);
  const draw = (ctx: SKRSContext2D) => {
    ctx.fillStyle = '#eef1e6';
    ctx.fillRect(0, 0, 1500, 1060);
    // Guilloche-like background lines.
    ctx.strokeStyle = 'rgba(60,120,90,0.18)';
    ctx.lineWidth = 2;
    for (let i = 0; i < 30; i++) {
      ctx.beginPath();
      for (let x = 0; x <= 1500; x += 20) ctx.lineTo(x, 120 + i * 22 + Math.sin(x / 90 + i) * 14);
      ctx.stroke();
    }
    ctx.fillStyle = '#184d36';
    ctx.font = 'bold 40px "Liberation Sans"';
    ctx.fillText('REPUBLIC OF THE SUDAN', 60, 80);
    ctx.font = 'bold 34px "Liberation Sans"';
    ctx.fillText('PASSPORT', 1160, 80);
    drawPortrait(ctx, 60, 150, 380, 480);
    field(ctx, 500, 150, 'Type', 'P');
    field(ctx, 640, 150, 'Country code', 'SDN');
    field(ctx, 960, 150, 'Passport No.', o.number);
    field(ctx, 500, 250, 'Surname', 'HASSAN');
    field(ctx, 500, 350, 'Given names', 'AMINA YUSUF');
    field(ctx, 500, 450, 'Nationality', 'SUDANESE');
    field(ctx, 960, 450, 'Sex', 'F');
    field(ctx, 500, 550, 'Date of birth', passportDate(AMINA_MRZ.birthDate));
    field(ctx, 960, 550, 'Place of birth', 'KHARTOUM');
    field(ctx, 500, 650, 'Date of issue', passportDate(o.issued));
    field(ctx, 960, 650, 'Date of expiry', passportDate(o.expiry));
    field(ctx, 500, 750, 'Authority', 'MINISTRY OF INTERIOR');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 860, 1500, 200);
    ctx.fillStyle = '#000';
    ctx.font = '44px "DejaVu Sans Mono"';
    mrz.forEach((line, i) => {
      ctx.fillText(line, 40, 930 + i * 70);
    });
  };
  return {
    pages: [{ type: 'drawn', width: 1500, height: 1060, draw }],
    facts: {
      kind: 'passport',
      documentDate: null,
      expiry: o.expiry,
      mrz: { documentNumber: o.number, expiry: o.expiry, birthDate: AMINA_MRZ.birthDate },
      nameOnDocument: 'HASSAN AMINA YUSUF',
    },
  };
}

/** A biometric residence permit, front above back (the back holds the TD1 MRZ), as one scan shows both. */
export function residencePermit(o: { number: string; expiry: string }): FixtureDocument {
  const mrz = td1(AMINA_MRZ, 'GBR', o.number, o.expiry);
  const width = 1240;
  const height = 1754;
  const draw = (ctx: SKRSContext2D) => {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    const card = (y: number) => {
      ctx.fillStyle = '#f3eefa';
      ctx.fillRect(120, y, 1000, 630);
      ctx.strokeStyle = '#6b5b95';
      ctx.lineWidth = 3;
      ctx.strokeRect(120, y, 1000, 630);
    };
    card(150);
    ctx.fillStyle = '#3b2e63';
    ctx.font = 'bold 34px "Liberation Sans"';
    ctx.fillText('RESIDENCE PERMIT', 160, 205);
    ctx.font = '22px "Liberation Sans"';
    ctx.fillText('UNITED KINGDOM  ·  BIOMETRIC RESIDENCE PERMIT', 160, 240);
    drawPortrait(ctx, 160, 270, 260, 330);
    field(ctx, 460, 280, 'Name', 'AMINA YUSUF HASSAN', 28);
    field(ctx, 460, 360, 'Valid until', passportDate(o.expiry), 28);
    field(ctx, 800, 360, 'Document No.', o.number, 28);
    field(ctx, 460, 440, 'Place of birth', 'SUDAN', 28);
    field(ctx, 800, 440, 'Sex', 'F', 28);
    field(ctx, 460, 520, 'Remarks', 'LEAVE TO REMAIN', 28);
    card(900);
    ctx.fillStyle = '#3b2e63';
    ctx.font = '24px "Liberation Sans"';
    ctx.fillText('Date of birth: 14.03.1994    Nationality: SDN', 160, 960);
    ctx.fillText('Conditions: work permitted; no recourse to public funds', 160, 1000);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(140, 1260, 960, 250);
    ctx.fillStyle = '#000';
    ctx.font = '48px "DejaVu Sans Mono"';
    mrz.forEach((line, i) => {
      ctx.fillText(line, 170, 1330 + i * 72);
    });
  };
  return {
    pages: [{ type: 'drawn', width, height, draw }],
    facts: {
      kind: 'residencePermit',
      documentDate: null,
      expiry: o.expiry,
      mrz: { documentNumber: o.number, expiry: o.expiry, birthDate: AMINA_MRZ.birthDate },
      nameOnDocument: 'AMINA YUSUF HASSAN',
    },
  };
}

/** A Sudanese birth certificate in Arabic (the client's name in Arabic script). */
export function arabicBirthCertificate(): FixtureDocument {
  const width = 1240;
  const height = 1754;
  const right = width - 120;
  const draw = (ctx: SKRSContext2D) => {
    ctx.fillStyle = '#fbf8ef';
    ctx.fillRect(0, 0, width, height);
    ctx.strokeStyle = '#7a5c2e';
    ctx.lineWidth = 6;
    ctx.strokeRect(60, 60, width - 120, height - 120);
    ctx.fillStyle = '#111';
    ctx.direction = 'rtl';
    ctx.textAlign = 'center';
    ctx.font = 'bold 52px "DejaVu Sans"';
    ctx.fillText('جمهورية السودان', width / 2, 200);
    ctx.font = '38px "DejaVu Sans"';
    ctx.fillText('وزارة الداخلية - السجل المدني', width / 2, 270);
    ctx.font = 'bold 60px "DejaVu Sans"';
    ctx.fillText('شهادة ميلاد', width / 2, 400);
    ctx.textAlign = 'right';
    ctx.font = '40px "DejaVu Sans"';
    const rows = [
      'الاسم: آمنة يوسف حسن',
      'تاريخ الميلاد: 14/03/1994',
      'مكان الميلاد: الخرطوم',
      'الجنس: أنثى',
      'اسم الأب: يوسف حسن محمد',
      'اسم الأم: فاطمة عبد الله',
      'الجنسية: سوداني',
      'رقم الشهادة: 4471920',
      'تاريخ الإصدار: 20/05/2019',
    ];
    rows.forEach((text, i) => {
      ctx.fillText(text, right, 560 + i * 95);
    });
    ctx.textAlign = 'left';
    ctx.font = '34px "DejaVu Sans"';
    ctx.fillText('توقيع المسجل', 160, 1560);
  };
  return {
    pages: [{ type: 'drawn', width, height, draw }],
    facts: {
      kind: 'birthCertificate',
      // Its date of issue is written in Arabic only; no rule of this study reads Arabic labels.
      documentDate: null,
      expiry: null,
      mrz: null,
      nameOnDocument: 'آمنة يوسف حسن',
    },
  };
}
