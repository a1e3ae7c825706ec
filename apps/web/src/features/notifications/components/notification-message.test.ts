import type { Notification } from '@docket/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '@/lib/i18n';
import { notificationLink, notificationMessage } from './notification-message';

const base = { id: 1, caseId: 42, createdAt: '2025-05-01T10:00:00Z', isRead: false };
const make = (kind: Notification['kind'], params: Record<string, string>): Notification => ({
  ...base,
  kind,
  params,
});
const t = i18n.t.bind(i18n);

afterEach(() => setLanguage('en', { remember: false }));

describe('notificationMessage', () => {
  it('names the client and case type of a new case', () => {
    expect(
      notificationMessage(
        t,
        make('case.created', { caseTypeName: 'Asylum claim', clientName: 'Amal Yousef' }),
      ),
    ).toBe('Amal Yousef opened a Asylum claim case (#42).');
  });

  it('says who added a document from the uploader role', () => {
    const client = make('case.document_added', { caseTypeName: 'Asylum claim', uploaderRole: 'Client' });
    expect(notificationMessage(t, client)).toBe('The client added a document to Asylum claim case #42.');
    const other = make('case.document_added', { caseTypeName: 'Asylum claim', uploaderRole: 'Robot' });
    expect(notificationMessage(t, other)).toBe('A document was added to Asylum claim case #42.');
  });

  it('names the assigned solicitor', () => {
    expect(
      notificationMessage(
        t,
        make('case.solicitor_assigned', { caseTypeName: 'Appeal', solicitorName: 'Lena Okafor' }),
      ),
    ).toBe('Lena Okafor is now the solicitor of Appeal case #42.');
  });

  it('translates the new status with the rest of the sentence', async () => {
    const changed = make('case.status_changed', { caseTypeName: 'Appeal', status: 'Closed' });
    expect(notificationMessage(t, changed)).toBe('Appeal case #42 is now Closed.');
    await setLanguage('de', { remember: false });
    expect(notificationMessage(t, changed)).toBe('Der Fall Appeal Nr. 42 ist jetzt abgeschlossen.');
  });

  it('still reads as a sentence when parameters are missing', () => {
    expect(notificationMessage(t, make('case.created', {}))).toBe('A client opened a a case case (#42).');
  });

  it('tells the client of a document sent back, with the reason in her language', async () => {
    const rejected = make('document.rejected', {
      itemId: '12',
      documentName: 'Passport',
      reasonCode: 'unreadable',
    });
    expect(notificationMessage(t, rejected)).toBe(
      'The firm sent back your Passport: Cannot be read. Please send it again (case #42).',
    );
    await setLanguage('es', { remember: false });
    expect(notificationMessage(t, rejected)).toBe(
      'El despacho le ha devuelto su documento Passport: No se puede leer. Envíelo de nuevo, por favor (caso n.º 42).',
    );
  });

  it('words every kind of the document loop', () => {
    const params = { itemId: '12', documentName: 'Passport', caseTypeName: 'Asylum claim' };
    expect(notificationMessage(t, make('document.uploaded', params))).toBe(
      'A new upload of Passport waits for review on Asylum claim case #42.',
    );
    expect(notificationMessage(t, make('document.accepted', params))).toBe(
      'The firm accepted your Passport (case #42).',
    );
    expect(notificationMessage(t, make('document.waived', params))).toBe(
      'The firm no longer needs Passport (case #42).',
    );
    expect(notificationMessage(t, make('document.requested', params))).toBe(
      'The firm asks you for a document: Passport (case #42).',
    );
    expect(notificationMessage(t, make('document.reminder', {}))).toBe(
      'Reminder: the firm is still waiting for documents from you (case #42).',
    );
  });
});

describe('a key date moved by a change of the holidays', () => {
  it('names the date and its new day in the reader’s language', async () => {
    const params = { label: 'Onward appeal', from: '2027-01-20', to: '2027-01-21' };
    expect(notificationMessage(t, make('key_date.change_waiting', params))).toBe(
      'Onward appeal on case #42 could move later, to 21 Jan 2027: a holiday changed. The earlier date stands until you accept.',
    );
    await setLanguage('de', { remember: false });
    expect(notificationMessage(t, make('key_date.moved_earlier', { ...params, to: '2027-01-19' }))).toBe(
      'Onward appeal in Fall Nr. 42 ist jetzt früher, am 19.01.2027: ein Feiertag hat sich geändert.',
    );
  });
});

describe('reminders of a key date', () => {
  it('says when the date falls, by the reminder, and its day in the reader’s language', async () => {
    const params = { label: 'Appeal to the tribunal', ruleKey: 'ftt.appeal.in_uk', due: '2027-01-14' };
    expect(notificationMessage(t, make('key_date.reminder', { ...params, when: 'in7Days' }))).toBe(
      'Appeal to the tribunal on case #42 is due in 7 days, on 14 Jan 2027.',
    );
    expect(notificationMessage(t, make('key_date.reminder', { ...params, when: 'in2WorkingDays' }))).toBe(
      'Appeal to the tribunal on case #42 is due in 2 working days, on 14 Jan 2027.',
    );
    expect(notificationMessage(t, make('key_date.reminder', { ...params, when: 'in1WorkingDay' }))).toBe(
      'Appeal to the tribunal on case #42 is due on the next working day, 14 Jan 2027.',
    );
    expect(notificationMessage(t, make('key_date.reminder', { ...params, when: 'today' }))).toBe(
      'Appeal to the tribunal on case #42 is due today, 14 Jan 2027.',
    );
    expect(notificationMessage(t, make('key_date.missed', params))).toBe(
      'Appeal to the tribunal on case #42 was due on 14 Jan 2027 and is now recorded as missed.',
    );
    expect(notificationMessage(t, make('key_date.reminder', { ...params, when: 'someday' }))).toBe(
      'Case #42 was updated.',
    );
    await setLanguage('de', { remember: false });
    expect(notificationMessage(t, make('key_date.reminder', { ...params, when: 'in2WorkingDays' }))).toBe(
      'Appeal to the tribunal in Fall Nr. 42 ist in 2 Arbeitstagen fällig, am 14.01.2027.',
    );
    expect(notificationMessage(t, make('key_date.missed', params))).toBe(
      'Appeal to the tribunal in Fall Nr. 42 war am 14.01.2027 fällig und ist jetzt als versäumt erfasst.',
    );
  });

  it('tells the client of her date 3 days and 1 day before, in her language', async () => {
    const params = { label: 'Home Office interview', ruleKey: '', due: '2027-02-19' };
    expect(notificationMessage(t, make('key_date.client_reminder', { ...params, when: 'in3Days' }))).toBe(
      'Reminder: Home Office interview is in 3 days, on 19 Feb 2027.',
    );
    expect(notificationMessage(t, make('key_date.client_reminder', { ...params, when: 'tomorrow' }))).toBe(
      'Reminder: Home Office interview is tomorrow, 19 Feb 2027.',
    );
    await setLanguage('es', { remember: false });
    expect(notificationMessage(t, make('key_date.client_reminder', { ...params, when: 'tomorrow' }))).toBe(
      'Recordatorio: Home Office interview es mañana, 19 feb 2027.',
    );
  });

  it('tells the client of her appointment: what, when and where, and the interpreter asked for', async () => {
    const interview = make('case.event_reminder', {
      eventKind: 'ho_interview',
      startsAt: '2027-01-12T10:00:00.000Z',
      location: 'Croydon',
      online: '',
      interpreterLanguage: 'ti',
      interpreterBooked: '',
      when: 'in3Days',
    });
    expect(notificationMessage(t, interview)).toBe(
      'Reminder: Your Home Office interview is on Tuesday 12 January at 10:00 in Croydon. An interpreter who speaks Tigrinya has been asked for.',
    );
    // The dialect staff asked for, after the language, as her case page says it.
    expect(
      notificationMessage(t, {
        ...interview,
        params: { ...interview.params, interpreterDialect: 'Eritrean' },
      }),
    ).toContain('An interpreter who speaks Tigrinya (Eritrean) has been asked for.');
    const byVideo = make('case.event_reminder', {
      eventKind: 'client_meeting',
      startsAt: '2027-07-05T08:30:00.000Z',
      location: '',
      online: 'yes',
      when: 'tomorrow',
    });
    // 08:30 UTC is 09:30 in London's summer time.
    expect(notificationMessage(t, byVideo)).toBe(
      'Reminder: Your meeting with your solicitor is on Monday 5 July at 09:30, by video.',
    );
    await setLanguage('ti', { remember: false });
    const inTigrinya = notificationMessage(t, interview);
    expect(inTigrinya).toContain(
      i18n.getResource('ti', 'translation', 'notifications.appointment.what.ho_interview'),
    );
    expect(inTigrinya).toContain('Croydon');
    expect(inTigrinya.startsWith('መዘኻኸሪ')).toBe(true);
  });

  it('has every sentence in every language', async () => {
    for (const language of ['en', 'es', 'de', 'it', 'ru', 'ar', 'fa', 'ckb', 'ps', 'ti', 'ur', 'vi', 'sq']) {
      await setLanguage(language, { remember: false });
      for (const key of [
        'keyDateReminderIn7Days',
        'keyDateReminderIn2WorkingDays',
        'keyDateReminderIn1WorkingDay',
        'keyDateReminderToday',
        'keyDateMissed',
        'keyDateClientReminderIn3Days',
        'keyDateClientReminderTomorrow',
      ]) {
        const sentence = i18n.getResource(language, 'translation', `notifications.kinds.${key}`);
        expect(sentence, `${language} ${key}`).toContain('{{label}}');
        expect(sentence, `${language} ${key}`).toContain('{{date}}');
        if (language !== 'en')
          expect(sentence).not.toBe(i18n.getResource('en', 'translation', `notifications.kinds.${key}`));
      }
      const reminder = i18n.getResource(language, 'translation', 'notifications.kinds.eventReminder');
      expect(reminder, `${language} eventReminder`).toContain('{{sentence}}');
      for (const key of ['sentence', 'sentencePlace', 'sentenceOnline', 'what.ho_interview']) {
        const sentence = i18n.getResource(language, 'translation', `notifications.appointment.${key}`);
        expect(sentence, `${language} ${key}`).toBeTruthy();
        if (language !== 'en')
          expect(sentence).not.toBe(
            i18n.getResource('en', 'translation', `notifications.appointment.${key}`),
          );
      }
    }
  });
});

describe('notificationLink', () => {
  it('leads to the item a document’s news is about, else to the case', () => {
    expect(notificationLink(make('document.rejected', { itemId: '12' }))).toBe('/case/42#item-12');
    expect(notificationLink(make('case.status_changed', {}))).toBe('/case/42');
    expect(notificationLink({ ...make('case.created', {}), caseId: null })).toBeNull();
    expect(notificationLink(make('document.accepted', { itemId: '12"><x' }))).toBe('/case/42');
  });
});
