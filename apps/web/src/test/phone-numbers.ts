/**
 * What people type in any phone-number field, and what its form sends: every form with a number
 * takes these alike (decision 034). The contract's own tests hold the whole table.
 */
export const PHONES_ACCEPTED = [
  ['07700 900123', '+447700900123'],
  ['+44 7700 900123', '+447700900123'],
  ['+49 30 901820', '+4930901820'],
  ['+93 70 123 4567', '+93701234567'],
  // The specification's mobile pattern, of no UK number: its digits.
  ['1234-5678901', '12345678901'],
] as const;

/** Too short, an extension, and fifteen digits (the administrator's old rule took them). */
export const PHONES_REFUSED = ['12345', '07700 900123 ext 4', '123456789012345'] as const;

/** The one message for a number that is not one, in English. */
export const INVALID_PHONE = 'Please enter valid contact number';
