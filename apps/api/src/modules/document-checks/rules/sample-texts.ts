/**
 * Documents as OCR reads them, for the rules' tests: the client is Amina Yusuf Hassan, today is
 * 2026-11-26 (as in the study). The OCR slips are real ones from the study's photos: "periog",
 * stray punctuation, the MRZ's filler read as K.
 */

export const CLIENT = 'Amina Yusuf Hassan';
export const TODAY = '2026-11-26';

export const BANK_STATEMENT = `Barclays Bank UK PLC
Ms Amina Y Hassan
14 Elm Road
Leeds LS6 2AB
Your current account statement
Sort code 20-45-77  Account number 43871209
Statement periog: 1 July 2026 to 31 July 2026
Date        Description              Money out   Money in   Balance
            Opening balance                                  412.07
03 Jul      Asylum support card                  49.18      461.25
07 Jul      TESCO STORES 2291        23.40                  437.85
19 Jul      BOOTS 1182               6.99                   430.86
31 Jul      Closing balance                                 430.86
Page 1 of 1`;

export const HOME_OFFICE_ASF1 = `Home Office
Asylum Support
UK Visas and Immigration
PO Box 471, Croydon CR9 1AQ

2 October 2026

Ms Amina Hassan
Flat 3, 22 Garden Street
Sheffield S1 4QT

Home Office reference: H1234567
Date of birth: 12/03/1994

Dear Ms Hassan,
Decision on your application for asylum support (ASF1)
We have considered your application for support under section 95 of the Immigration and
Asylum Act 1999. You have been granted support with effect from 9 October 2026. Your
accommodation provider will contact you. You must tell us within 5 days if your
circumstances change. Please keep your passport and this letter safe.

Page 1 of 2`;

/** A UK passport's data page: labels in English and French above their values, the MRZ's filler read as K, and the number's check digit misread (8 for 0). */
export const PASSPORT_EXPIRED = `UNITED KINGDOM OF GREAT BRITAIN AND NORTHERN IRELAND
PASSPORT / PASSEPORT
Type / Type  Code / Code  Passport No. / Passeport No.
P GBR 533401372
Surname / Nom
HASSAN
Given names / Prénoms
AMINA YUSUF
Nationality / Nationalité
BRITISH CITIZEN
Date of birth / Date de naissance
12 MAR /MARS 1994
Sex / Sexe  Place of birth / Lieu de naissance
F  KABUL
Date of issue / Date de délivrance   Authority / Autorité
04 JUN /JUIN 2014   HMPO
Date of expiry / Date d'expiration
04 JUN /JUIN 2024
PKGBRHASSANKKAMINAKYUSUFKKKKKKKKKKKKKKKKKKKK
5334013728GBR9403121F2406042KKKKKKKKKKKKKK04`;

/** The same passport renewed: every check digit right, expiry 31 March 2027. */
export const PASSPORT_VALID = `PASSPORT / PASSEPORT
Surname / Nom HASSAN
Given names / Prénoms AMINA YUSUF
Date of birth / Date de naissance 12 MAR /MARS 1994
Date of issue / Date de délivrance 31 MAR /MARS 2017
Date of expiry / Date d'expiration 31 MAR /MARS 2027
P<GBRHASSAN<<AMINA<YUSUF<<<<<<<<<<<<<<<<<<<<
5334013720GBR9403121F2703316<<<<<<<<<<<<<<02`;

/** A biometric residence permit (TD1), expired at the end of 2024 like every BRP. */
export const RESIDENCE_PERMIT = `UNITED KINGDOM
RESIDENCE PERMIT
HASSAN AMINA YUSUF
Valid until 31-12-2024
Type of permit: LEAVE TO REMAIN
Remarks: REFUGEE
IRGBRZU12345673<<<<<<<<<<<<<<<
9403121F2412311GBR<<<<<<<<<<<4
HASSAN<<AMINA<YUSUF<<<<<<<<<<<`;

export const TENANCY_LETTER = `Northside Housing Association
7 Mill Lane, Bradford BD1 3HG
Date: 15 September 2026

To whom it may concern,
Confirmation of tenancy
We confirm that Amina Yusuf Hassan resides at 9 Oak Court, Bradford BD3 7PL, as the sole
tenant under an assured shorthold tenancy agreement that began on 1 March 2025. The rent of
£525.00 per month is paid up to date. Please contact the landlord's office with any questions.
Yours faithfully,
J. Patel, Housing Officer`;

export const PAYSLIP = `BRIGHTWAY CLEANING LTD                      PAYSLIP
Employee: A Y HASSAN            Employee no: 00417
NI number: QQ 12 34 56 C         Tax code: 1257L     PAYE ref: 123/AB456
Pay date: 28/10/2026             Pay period: Month 7
Payments                   Hours    Rate     Amount
Basic pay                  86.00    12.21   1,050.06
Gross pay                                   1,050.06
Deductions
Income tax                                     18.20
National Insurance                             12.41
Net pay                                     1,019.45
Year to date: Gross 6,954.11  Tax 120.40`;

/**
 * The study's careless photo (page at half the frame, a shadow, wavy paper): a quarter of the words
 * read, "2026" read as "2025". Trusted, it would say "older than 3 months".
 */
export const CARELESS_PHOTO = `Hom Ofice
Asylm Suport
2 Octobcr 2025
Ms Amna Hasn
We hve considred yur aplication for suport under secton 95 of the lmmigration
Ofice reference H12 4567 Page 1 of 3`;

/** A letter printed in Arabic, e.g. from a home-country authority. */
export const ARABIC_LETTER = `جمهورية العراق
وزارة الداخلية
مديرية الأحوال المدنية
الاسم: أمينة يوسف حسن
تاريخ الإصدار: 2026/03/12
نشهد بأن المذكورة أعلاه من سكنة بغداد`;
