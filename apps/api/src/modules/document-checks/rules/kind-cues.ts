import type { DocumentKind } from '@docket/contract';

/** A phrase that points at a kind of document, with how strongly, and the words shown as the reason. */
export interface KindCue {
  cue: string;
  pattern: RegExp;
  weight: number;
}

/**
 * UK documents' own words, matched on lower-case text with accents dropped and spaces collapsed.
 * Weight 3–4: a phrase hardly any other kind prints (sort code, ASF1, gross pay); 1–2: a word
 * others share (balance, patient, rent). A kind is said only at 4 points with a lead of 2, so a
 * Home Office letter asking for "your passport" stays a Home Office letter. The MRZ's kind is
 * added by the kind rule itself, from the zone's first line.
 */
export const KIND_CUES: Record<DocumentKind, KindCue[]> = {
  passport: [
    { cue: 'passport', pattern: /\bpassport\b/, weight: 2 },
    { cue: 'passport no', pattern: /\bpassport (?:no|number)\b/, weight: 1 },
    { cue: 'HM Passport Office', pattern: /\bpassport office\b/, weight: 2 },
    { cue: 'nationality', pattern: /\bnationality\b/, weight: 1 },
    { cue: 'place of birth', pattern: /\bplace of birth\b/, weight: 1 },
    { cue: 'given names', pattern: /\bgiven names?\b/, weight: 1 },
    { cue: 'authority', pattern: /\bauthority\b/, weight: 1 },
  ],
  residencePermit: [
    { cue: 'residence permit', pattern: /\bresidence permit\b/, weight: 4 },
    { cue: 'biometric', pattern: /\bbiometric\b/, weight: 2 },
    { cue: 'BRP', pattern: /\bbrp\b/, weight: 2 },
    { cue: 'type of permit', pattern: /\b(?:type of permit|permit type)\b/, weight: 2 },
    { cue: 'remarks', pattern: /\bremarks\b/, weight: 1 },
    { cue: 'leave to remain', pattern: /\bleave to remain\b/, weight: 1 },
  ],
  bankStatement: [
    { cue: 'sort code', pattern: /\bsort ?code\b/, weight: 3 },
    { cue: 'statement period', pattern: /\bstatement (?:peri\w*|date)\b/, weight: 3 },
    { cue: 'account number', pattern: /\b(?:account (?:number|no)|acc(?:oun)?t no)\b/, weight: 2 },
    {
      cue: 'balance',
      pattern:
        /\b(?:opening|closing|brought forward|carried forward) balance\b|\bbalance (?:brought|carried) forward\b/,
      weight: 2,
    },
    { cue: 'paid in', pattern: /\b(?:paid in|paid out|money in|money out)\b/, weight: 2 },
    { cue: 'IBAN', pattern: /\b(?:iban|bic|swift)\b/, weight: 1 },
    { cue: 'statement', pattern: /\bstatement\b/, weight: 1 },
  ],
  homeOfficeLetter: [
    { cue: 'Home Office', pattern: /\bhome office\b/, weight: 3 },
    { cue: 'ASF1', pattern: /\basf ?1\b/, weight: 3 },
    { cue: 'section 95', pattern: /\bsection (?:95|98)\b/, weight: 3 },
    { cue: 'asylum support', pattern: /\basylum support\b/, weight: 3 },
    { cue: 'UKVI', pattern: /\b(?:ukvi|uk visas and immigration)\b/, weight: 2 },
    { cue: 'asylum', pattern: /\basylum\b/, weight: 1 },
    { cue: 'immigration', pattern: /\bimmigration\b/, weight: 1 },
    { cue: 'reference', pattern: /\b(?:home office|our|your) ref(?:erence)?\b/, weight: 1 },
  ],
  accommodationLetter: [
    { cue: 'tenancy', pattern: /\btenancy\b/, weight: 3 },
    { cue: 'accommodation provider', pattern: /\baccommodation provider\b/, weight: 3 },
    { cue: 'landlord', pattern: /\blandlord\b/, weight: 2 },
    { cue: 'occupancy', pattern: /\boccupan(?:cy|t)\b/, weight: 2 },
    { cue: 'tenant', pattern: /\btenants?\b/, weight: 2 },
    { cue: 'resides at', pattern: /\b(?:resides|residing|lives|living) at\b/, weight: 2 },
    { cue: 'rent', pattern: /\brent\b/, weight: 1 },
    { cue: 'property', pattern: /\bproperty\b/, weight: 1 },
  ],
  utilityBill: [
    { cue: 'kWh', pattern: /\bkwh\b/, weight: 3 },
    { cue: 'meter reading', pattern: /\bmeter (?:reading|number|point)\b/, weight: 3 },
    { cue: 'standing charge', pattern: /\bstanding charge\b/, weight: 3 },
    { cue: 'electricity', pattern: /\belectricity\b/, weight: 2 },
    { cue: 'tariff', pattern: /\btariff\b/, weight: 2 },
    { cue: 'billing period', pattern: /\b(?:billing period|your bill|bill date)\b/, weight: 2 },
    { cue: 'amount due', pattern: /\b(?:amount|total) due\b/, weight: 2 },
    { cue: 'council tax', pattern: /\bcouncil tax\b/, weight: 2 },
    { cue: 'gas', pattern: /\bgas\b/, weight: 1 },
    { cue: 'water', pattern: /\bwater\b/, weight: 1 },
  ],
  payslip: [
    { cue: 'payslip', pattern: /\b(?:payslip|pay slip|pay advice)\b/, weight: 3 },
    { cue: 'gross pay', pattern: /\bgross (?:pay|earnings)\b/, weight: 3 },
    { cue: 'net pay', pattern: /\bnet pay\b/, weight: 3 },
    { cue: 'PAYE', pattern: /\bpaye\b/, weight: 3 },
    { cue: 'tax code', pattern: /\btax code\b/, weight: 2 },
    { cue: 'NI number', pattern: /\b(?:ni (?:number|no)|national insurance)\b/, weight: 2 },
    { cue: 'pay date', pattern: /\bpay (?:date|period)\b/, weight: 2 },
    { cue: 'year to date', pattern: /\b(?:year to date|ytd)\b/, weight: 1 },
    { cue: 'employer', pattern: /\bemployer\b/, weight: 1 },
  ],
  birthCertificate: [
    {
      cue: 'birth certificate',
      pattern: /\b(?:birth certificate|certificate of birth|certified copy of an entry of birth)\b/,
      weight: 4,
    },
    { cue: 'registration district', pattern: /\bregistration district\b/, weight: 3 },
    { cue: 'when and where born', pattern: /\bwhen and where born\b/, weight: 3 },
    { cue: 'informant', pattern: /\binformant\b/, weight: 2 },
    { cue: 'registrar', pattern: /\bregistrar\b/, weight: 2 },
    { cue: 'entry no', pattern: /\bentry (?:no|number)\b/, weight: 1 },
  ],
  medicalLetter: [
    { cue: 'NHS', pattern: /\bnhs\b/, weight: 3 },
    { cue: 'diagnosis', pattern: /\bdiagnos(?:is|ed)\b/, weight: 3 },
    { cue: 'GP', pattern: /\b(?:gp|general practitioner)\b/, weight: 2 },
    { cue: 'patient', pattern: /\bpatient\b/, weight: 2 },
    { cue: 'hospital', pattern: /\bhospital\b/, weight: 2 },
    { cue: 'medication', pattern: /\b(?:medication|prescribed|prescription)\b/, weight: 2 },
    { cue: 'surgery', pattern: /\b(?:surgery|clinic)\b/, weight: 1 },
    { cue: 'consultant', pattern: /\bconsultant\b/, weight: 1 },
  ],
};

/** What the MRZ adds: its first line names a passport (P) or a residence permit (IR). */
export const MRZ_CUE_WEIGHT = 5;
