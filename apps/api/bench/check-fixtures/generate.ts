/**
 * Writes the labelled fixture set for `npm run bench:checks` next to this file: photos, scans,
 * PDFs and Word documents, and labels.json. Run once (`node apps/api/bench/check-fixtures/generate.ts`)
 * and the outputs are committed, so no machine needs to run it again. It draws with @napi-rs/canvas
 * and sharp, seeded, so a second run gives the same pictures.
 */
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocumentKind } from '@docket/contract';
import sharp from 'sharp';
import {
  AMINA,
  arabicBirthCertificate,
  asf1Letter,
  bankStatement,
  type FixtureDocument,
  medicalLetter,
  passport,
  payslip,
  residencePermit,
  section95Letter,
  tenancyLetter,
  utilityBill,
} from './documents.ts';
import { docx } from './docx.ts';
import type { FixtureLabel, FixtureLabels, NameMatch } from './labels.ts';
import { imagePdf, textPdf } from './pdf.ts';
import { type Defect, drawPage, type PhotoOptions, photo, scan, spoil } from './render.ts';

const TODAY = '2026-11-26';
const FATIMA = 'Fatima Ali';
const OUT = import.meta.dirname;

type Render =
  | { as: 'scan'; defect?: Defect }
  | { as: 'photo'; photo: Omit<PhotoOptions, 'seed'>; defect?: Defect }
  | { as: 'textPdf' }
  | { as: 'scannedPdf' }
  | { as: 'docx' };

interface Spec {
  file: string;
  description: string;
  group: string;
  document: FixtureDocument;
  render: Render;
  clientName?: string;
  expectedKind?: DocumentKind;
  maxAgeMonths?: number | null;
  /** How the client's name appears, where the words are not simply hers. */
  name?: NameMatch;
  pagesMissing?: boolean;
  duplicateOf?: string;
}

const tilt = (rotate: number, keystone = 0.08, light = 0.72, noise = 7) => ({
  rotate,
  keystone,
  light,
  noise,
});

const statement = (from: string, to: string, seed: number, holder = AMINA) =>
  bankStatement({ holder, from, to, pages: 1, seed });
const asf1 = (name = AMINA) => asf1Letter({ name, date: '2026-11-12', reference: 'H1234567' });
const tenancy = (name = AMINA, date = '2026-11-02') => tenancyLetter({ name, date, since: '2025-03-01' });
const validPassport = () => passport({ number: 'P05829164', issued: '2021-06-05', expiry: '2031-06-04' });
const expiredPassport = () => passport({ number: 'P01534567', issued: '2015-06-05', expiry: '2025-06-04' });
const brp = () => residencePermit({ number: 'ZR4829163', expiry: '2024-12-31' });

const SPECS: Spec[] = [
  // A client's money: bank statements within and beyond three months, payslips in the wrong slot.
  {
    file: 'bank-statement-oct-scan.jpg',
    description: 'bank statement, October 2026, flatbed scan',
    group: 'hassan-money',
    document: statement('2026-10-01', '2026-10-31', 1),
    render: { as: 'scan' },
  },
  {
    file: 'bank-statement-sep-photo.jpg',
    description: 'bank statement, September 2026, phone photo',
    group: 'hassan-money',
    document: statement('2026-09-01', '2026-09-30', 2),
    render: { as: 'photo', photo: tilt(-4) },
  },
  {
    file: 'bank-statement-aug-photo.jpg',
    description: 'bank statement ending 31 August 2026: just inside 3 months',
    group: 'hassan-money',
    document: statement('2026-08-01', '2026-08-31', 3),
    render: { as: 'photo', photo: tilt(3, 0.1, 0.65) },
  },
  {
    file: 'bank-statement-jul-scan.jpg',
    description: 'bank statement ending 31 July 2026: older than 3 months',
    group: 'hassan-money',
    document: statement('2026-07-01', '2026-07-31', 4),
    render: { as: 'scan' },
  },
  {
    file: 'bank-statement-may-photo.jpg',
    description: 'bank statement ending 31 May 2026: older than 3 months, phone photo in poor light',
    group: 'hassan-money',
    document: statement('2026-05-01', '2026-05-31', 5),
    render: { as: 'photo', photo: tilt(6, 0.12, 0.6, 9) },
  },
  {
    file: 'payslip-as-bank-statement-scan.jpg',
    description: 'a payslip uploaded as a bank statement (wrong kind)',
    group: 'hassan-money',
    document: payslip({ name: AMINA, payDate: '2026-10-28', period: 7 }),
    render: { as: 'scan' },
    expectedKind: 'bankStatement',
    maxAgeMonths: 3,
  },
  {
    file: 'payslip-as-bank-statement-photo.jpg',
    description: 'another payslip, photographed, uploaded as a bank statement (wrong kind)',
    group: 'hassan-money',
    document: payslip({ name: AMINA, payDate: '2026-09-28', period: 6 }),
    render: { as: 'photo', photo: tilt(-2.5, 0.06) },
    expectedKind: 'bankStatement',
    maxAgeMonths: 3,
  },
  {
    file: 'payslip-jul-scan.jpg',
    description: 'payslip paid 28 July 2026 in the payslip slot: older than 3 months',
    group: 'hassan-money',
    document: payslip({ name: AMINA, payDate: '2026-07-28', period: 4 }),
    render: { as: 'scan' },
    maxAgeMonths: 3,
  },
  {
    file: 'payslip-for-someone-else-scan.jpg',
    description: "a payslip in another person's name (Fatima Ali) uploaded by Amina",
    group: 'hassan-money',
    document: payslip({ name: FATIMA, payDate: '2026-10-28', period: 7 }),
    render: { as: 'scan' },
    maxAgeMonths: 3,
    name: 'absent',
  },

  // PDFs from the bank: text layers, and a scan; two of them lack their last page.
  {
    file: 'bank-statement-two-pages.pdf',
    description: 'bank statement PDF with a text layer, Page 1 of 2 and Page 2 of 2',
    group: 'hassan-pdf',
    document: bankStatement({ holder: AMINA, from: '2026-10-01', to: '2026-10-31', pages: 2, seed: 11 }),
    render: { as: 'textPdf' },
  },
  {
    file: 'bank-statement-missing-page.pdf',
    description: 'bank statement PDF with a text layer: Page 1 of 3 and Page 2 of 3 only',
    group: 'hassan-pdf',
    document: bankStatement({
      holder: AMINA,
      from: '2026-09-01',
      to: '2026-09-30',
      pages: 3,
      include: [1, 2],
      seed: 12,
    }),
    render: { as: 'textPdf' },
    pagesMissing: true,
  },
  {
    file: 'bank-statement-scanned-missing-page.pdf',
    description: 'scanned bank statement PDF (no text layer): Page 1 of 3 and Page 2 of 3 only',
    group: 'hassan-pdf-scanned',
    document: bankStatement({
      holder: AMINA,
      from: '2026-08-01',
      to: '2026-08-31',
      pages: 3,
      include: [1, 2],
      seed: 13,
    }),
    render: { as: 'scannedPdf' },
    pagesMissing: true,
  },

  // Home Office letters: the same ASF1 decision scanned and photographed twice, and a section 95 notice.
  {
    file: 'asf1-letter-scan.jpg',
    description: 'Home Office ASF1 asylum support decision, scan',
    group: 'hassan-asylum',
    document: asf1(),
    render: { as: 'scan' },
  },
  {
    file: 'asf1-letter-photo.jpg',
    description: 'the same ASF1 letter, photographed',
    group: 'hassan-asylum',
    document: asf1(),
    render: { as: 'photo', photo: tilt(-5, 0.1) },
    duplicateOf: 'asf1-letter-scan.jpg',
  },
  {
    file: 'asf1-letter-photo-again.jpg',
    description: 'the same ASF1 letter, photographed again another way',
    group: 'hassan-asylum',
    document: asf1(),
    render: { as: 'photo', photo: tilt(4, 0.05, 0.8, 6) },
    duplicateOf: 'asf1-letter-scan.jpg',
  },
  {
    file: 'section95-letter-photo.jpg',
    description: 'Home Office section 95 dispersal notice, phone photo',
    group: 'hassan-asylum',
    document: section95Letter({ name: AMINA, date: '2026-10-03', reference: 'H1234567' }),
    render: { as: 'photo', photo: tilt(2, 0.09) },
  },

  // Housing.
  {
    file: 'tenancy-letter-scan.jpg',
    description: "landlord's agent confirms the tenancy, scan",
    group: 'hassan-housing',
    document: tenancy(),
    render: { as: 'scan' },
    maxAgeMonths: 3,
  },
  {
    file: 'tenancy-letter-photo.jpg',
    description: 'the same tenancy letter, photographed',
    group: 'hassan-housing',
    document: tenancy(),
    render: { as: 'photo', photo: tilt(-3, 0.07) },
    maxAgeMonths: 3,
    duplicateOf: 'tenancy-letter-scan.jpg',
  },
  {
    file: 'utility-bill-as-bank-statement-photo.jpg',
    description: 'an electricity bill uploaded as a bank statement (wrong kind)',
    group: 'hassan-housing',
    document: utilityBill({ name: AMINA, date: '2026-10-14' }),
    render: { as: 'photo', photo: tilt(5, 0.08) },
    expectedKind: 'bankStatement',
    maxAgeMonths: 3,
  },
  {
    file: 'utility-bill-scan.jpg',
    description: 'electricity bill dated 14 October 2026, in the utility bill slot',
    group: 'hassan-bills',
    document: utilityBill({ name: AMINA, date: '2026-10-14' }),
    render: { as: 'scan' },
    maxAgeMonths: 3,
  },
  {
    file: 'tenancy-letter-january-photo.jpg',
    description: 'a tenancy letter of 15 January 2026 with a 6-month limit: too old',
    group: 'hassan-housing-old',
    document: tenancy(AMINA, '2026-01-15'),
    render: { as: 'photo', photo: tilt(1.5, 0.04) },
    maxAgeMonths: 6,
  },
  {
    file: 'tenancy-letter.docx',
    description: 'the tenancy letter as a Word document',
    group: 'hassan-docx',
    document: tenancy(),
    render: { as: 'docx' },
    maxAgeMonths: 3,
  },
  {
    file: 'medical-letter.docx',
    description: "GP's letter as a Word document",
    group: 'hassan-docx',
    document: medicalLetter({ name: AMINA, date: '2026-11-09' }),
    render: { as: 'docx' },
  },
  {
    file: 'medical-letter-scan.jpg',
    description: "GP's letter, scan",
    group: 'hassan-health',
    document: medicalLetter({ name: AMINA, date: '2026-11-09' }),
    render: { as: 'scan' },
  },

  // Identity: passports (valid and expired) and an expired BRP, each scanned and photographed.
  {
    file: 'passport-valid-scan.jpg',
    description: 'passport data page, valid to 4 June 2031, scan',
    group: 'hassan-identity',
    document: validPassport(),
    render: { as: 'scan' },
  },
  {
    file: 'passport-valid-photo.jpg',
    description: 'the same passport, photographed',
    group: 'hassan-identity',
    document: validPassport(),
    render: { as: 'photo', photo: tilt(-3, 0.06) },
    duplicateOf: 'passport-valid-scan.jpg',
  },
  {
    file: 'brp-expired-scan.jpg',
    description: 'residence permit (BRP), front and back, expired 31 December 2024, scan',
    group: 'hassan-identity',
    document: brp(),
    render: { as: 'scan' },
  },
  {
    file: 'brp-expired-photo.jpg',
    description: 'the same BRP, photographed',
    group: 'hassan-identity',
    document: brp(),
    render: { as: 'photo', photo: tilt(2.5, 0.07) },
    duplicateOf: 'brp-expired-scan.jpg',
  },
  {
    file: 'birth-certificate-arabic-scan.jpg',
    description: 'Sudanese birth certificate in Arabic (the name in Arabic script)',
    group: 'hassan-identity',
    document: arabicBirthCertificate(),
    render: { as: 'scan' },
  },
  {
    file: 'passport-expired-scan.jpg',
    description: 'an older passport, expired 4 June 2025, scan',
    group: 'hassan-old-passport',
    document: expiredPassport(),
    render: { as: 'scan' },
  },
  {
    file: 'passport-expired-photo.jpg',
    description: 'the same expired passport, photographed',
    group: 'hassan-old-passport',
    document: expiredPassport(),
    render: { as: 'photo', photo: tilt(4, 0.09, 0.68) },
    duplicateOf: 'passport-expired-scan.jpg',
  },

  // The name, spelt otherwise.
  {
    file: 'medical-letter-close-name-scan.jpg',
    description: 'GP letter naming "Aminah Yusuf Hasan": close',
    group: 'hassan-names',
    document: medicalLetter({ name: 'Aminah Yusuf Hasan', date: '2026-10-20' }),
    render: { as: 'scan' },
    name: 'close',
  },
  {
    file: 'utility-bill-partial-name-photo.jpg',
    description: 'electricity bill to "Amina Yusuf Hussein": partial',
    group: 'hassan-names',
    document: utilityBill({ name: 'Amina Yusuf Hussein', date: '2026-10-14' }),
    render: { as: 'photo', photo: tilt(-2, 0.05) },
    maxAgeMonths: 3,
    name: 'partial',
  },

  // Another client's case, sent Amina's documents: the name is absent.
  {
    file: 'wrong-name-bank-statement-scan.jpg',
    description: "Amina's bank statement uploaded to Fatima Ali's case",
    group: 'ali',
    document: statement('2026-10-01', '2026-10-31', 21),
    render: { as: 'scan' },
    clientName: FATIMA,
    name: 'absent',
  },
  {
    file: 'wrong-name-asf1-letter-photo.jpg',
    description: "Amina's ASF1 letter uploaded to Fatima Ali's case",
    group: 'ali',
    document: asf1Letter({ name: AMINA, date: '2026-09-22', reference: 'H7654321' }),
    render: { as: 'photo', photo: tilt(3, 0.08) },
    clientName: FATIMA,
    name: 'absent',
  },
  {
    file: 'wrong-name-tenancy-letter-scan.jpg',
    description: "Amina's tenancy letter uploaded to Fatima Ali's case",
    group: 'ali',
    document: tenancy(AMINA, '2026-11-19'),
    render: { as: 'scan' },
    clientName: FATIMA,
    maxAgeMonths: 3,
    name: 'absent',
  },

  // Photos to retake: each a different document, so none is a duplicate of another.
  {
    file: 'bank-statement-dark-photo.jpg',
    description: 'bank statement photographed in a dark room',
    group: 'retakes',
    document: statement('2026-10-01', '2026-10-31', 31),
    render: { as: 'photo', photo: tilt(-3), defect: 'dark' },
  },
  {
    file: 'asf1-letter-dark-scan.jpg',
    description: 'ASF1 letter, scanned far too dark',
    group: 'retakes',
    document: asf1Letter({ name: AMINA, date: '2026-10-30', reference: 'H2468013' }),
    render: { as: 'scan', defect: 'dark' },
  },
  {
    file: 'tenancy-letter-blurred-photo.jpg',
    description: 'tenancy letter, out of focus',
    group: 'retakes',
    document: tenancy(AMINA, '2026-10-05'),
    render: { as: 'photo', photo: tilt(2), defect: 'blurred' },
    maxAgeMonths: 3,
  },
  {
    file: 'payslip-blurred-photo.jpg',
    description: 'payslip, out of focus',
    group: 'retakes',
    document: payslip({ name: AMINA, payDate: '2026-08-28', period: 5 }),
    render: { as: 'photo', photo: tilt(-1.5), defect: 'blurred' },
    maxAgeMonths: 3,
  },
  {
    file: 'section95-letter-shaken-photo.jpg',
    description: 'section 95 notice, the hand moved',
    group: 'retakes',
    document: section95Letter({ name: AMINA, date: '2026-09-12', reference: 'H1357913' }),
    render: { as: 'photo', photo: tilt(3), defect: 'shaken' },
  },
  {
    file: 'bank-statement-shaken-photo.jpg',
    description: 'bank statement, the hand moved',
    group: 'retakes',
    document: statement('2026-09-01', '2026-09-30', 32),
    render: { as: 'photo', photo: tilt(-4), defect: 'shaken' },
  },
  {
    file: 'asf1-letter-tiny.jpg',
    description: 'ASF1 letter sent as a 420 px thumbnail',
    group: 'retakes',
    document: asf1Letter({ name: AMINA, date: '2026-08-14', reference: 'H9753197' }),
    render: { as: 'photo', photo: tilt(1), defect: 'tiny' },
  },
  {
    file: 'passport-tiny.jpg',
    description: 'passport data page sent as a 420 px thumbnail',
    group: 'retakes',
    document: validPassport(),
    render: { as: 'scan', defect: 'tiny' },
  },
  {
    file: 'utility-bill-washed-out-scan.jpg',
    description: 'electricity bill scanned washed out',
    group: 'retakes',
    document: utilityBill({ name: AMINA, date: '2026-09-14' }),
    render: { as: 'scan', defect: 'washedOut' },
    maxAgeMonths: 3,
  },
  {
    file: 'tenancy-letter-washed-out-photo.jpg',
    description: 'tenancy letter photographed in glare',
    group: 'retakes',
    document: tenancy(AMINA, '2026-08-02'),
    render: { as: 'photo', photo: tilt(-2), defect: 'washedOut' },
    maxAgeMonths: 3,
  },
  {
    file: 'bank-statement-careless-photo.jpg',
    description: 'bank statement, a careless photo: a little blurred, dim and noisy',
    group: 'retakes',
    document: statement('2026-10-01', '2026-10-31', 33),
    render: { as: 'photo', photo: tilt(7, 0.14, 0.6), defect: 'careless' },
  },
  {
    file: 'brp-blurred-scan.jpg',
    description: 'residence permit, scanned through a smeared glass',
    group: 'retakes',
    document: residencePermit({ number: 'ZR7719204', expiry: '2024-12-31' }),
    render: { as: 'scan', defect: 'blurred' },
  },
];

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

function monthsBefore(iso: string, months: number): string {
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1 - months, d));
  return date.toISOString().slice(0, 10);
}

const words = (name: string) => name.toLowerCase().split(/\s+/).filter(Boolean).sort().join(' ');

const DEFAULT_LIMITS: Partial<Record<DocumentKind, number>> = { bankStatement: 3 };

function label(spec: Spec, pages: number): FixtureLabel {
  const facts = spec.document.facts;
  const clientName = spec.clientName ?? AMINA;
  const expectedKind = spec.expectedKind ?? facts.kind;
  const maxAgeMonths =
    spec.maxAgeMonths !== undefined ? spec.maxAgeMonths : (DEFAULT_LIMITS[expectedKind] ?? null);
  let name = spec.name;
  if (!name) {
    // Arabic-script names are hers too: the truth is "exact"; rules that cannot read them should say nothing.
    if (words(facts.nameOnDocument) === words(clientName) || /[\u0600-\u06ff]/.test(facts.nameOnDocument))
      name = 'exact';
    else throw new Error(`${spec.file}: say how "${facts.nameOnDocument}" matches "${clientName}"`);
  }
  const extension = spec.file.split('.').pop() ?? '';
  return {
    file: spec.file,
    description: spec.description,
    group: spec.group,
    contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    pages,
    clientName,
    expectedKind,
    maxAgeMonths,
    truth: {
      readable: !('defect' in spec.render && spec.render.defect),
      kind: facts.kind,
      expired: facts.expiry ? facts.expiry < TODAY : null,
      tooOld:
        maxAgeMonths !== null && facts.documentDate
          ? facts.documentDate < monthsBefore(TODAY, maxAgeMonths)
          : null,
      documentDate: facts.documentDate,
      mrz: facts.mrz,
      name,
      pagesMissing: spec.pagesMissing ?? false,
      duplicateOf: spec.duplicateOf ?? null,
    },
  };
}

async function render(spec: Spec, seed: number): Promise<Buffer> {
  const { render: how, document } = spec;
  const textPages = () =>
    document.pages.map((page) => {
      if (page.type !== 'text') throw new Error(`${spec.file}: a drawn page has no text to write`);
      return page.lines;
    });
  switch (how.as) {
    case 'textPdf':
      return textPdf(textPages());
    case 'docx':
      return docx(textPages().flat());
    case 'scannedPdf': {
      const jpegs = [];
      for (const [i, page] of document.pages.entries()) {
        // A scanner's PDF at about 130 dpi keeps each page near 100 kB.
        const scanned = await scan(await drawPage(page), seed + i);
        const small = await sharp(scanned)
          .resize({ height: 1500 })
          .jpeg({ quality: 70, mozjpeg: true })
          .toBuffer();
        const meta = await sharp(small).metadata();
        jpegs.push({ data: small, width: meta.width ?? 0, height: meta.height ?? 0 });
      }
      return imagePdf(jpegs);
    }
    case 'scan':
    case 'photo': {
      const [first] = document.pages;
      if (!first || document.pages.length > 1) throw new Error(`${spec.file}: a picture is of one page`);
      const page = await drawPage(first);
      const picture = how.as === 'scan' ? await scan(page, seed) : await photo(page, { ...how.photo, seed });
      return how.defect ? spoil(picture, how.defect, seed + 7) : picture;
    }
  }
}

for (const name of readdirSync(OUT)) {
  if (/\.(jpg|pdf|docx)$/.test(name)) rmSync(join(OUT, name));
}
const labels: FixtureLabels = { today: TODAY, fixtures: [] };
let total = 0;
for (const [i, spec] of SPECS.entries()) {
  const bytes = await render(spec, 1000 + i * 17);
  writeFileSync(join(OUT, spec.file), bytes);
  total += bytes.length;
  labels.fixtures.push(label(spec, spec.document.pages.length));
  console.log(`${spec.file.padEnd(44)} ${(bytes.length / 1024).toFixed(0).padStart(4)} kB`);
}
writeFileSync(join(OUT, 'labels.json'), `${JSON.stringify(labels, null, 2)}\n`);
console.log(`${SPECS.length} fixtures, ${(total / 1024 / 1024).toFixed(2)} MB`);
