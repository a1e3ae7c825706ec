import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { actionLabel } from './action-label';

describe('actionLabel', () => {
  const t = i18n.t.bind(i18n);

  it('gives known actions a readable name', () => {
    expect(actionLabel(t, 'account.signed_in')).toBe('Signed in');
    expect(actionLabel(t, 'case_type.created')).toBe('Case type created');
  });

  it('names what privacy records: holds, exports and erasures', () => {
    expect(actionLabel(t, 'case.legal_hold_placed')).toBe('Legal hold placed');
    expect(actionLabel(t, 'case.erased')).toBe('Case erased');
    expect(actionLabel(t, 'person.export_downloaded')).toBe('Data export downloaded');
    expect(actionLabel(t, 'person.erased')).toBe('Person erased');
  });

  it('shows an action it does not know as recorded', () => {
    expect(actionLabel(t, 'billing.invoice_sent')).toBe('billing.invoice_sent');
  });
});
