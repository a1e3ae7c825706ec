import { intlLocale, type Language, type RejectionReason } from '@docket/contract';
import { layoutEmail } from '../../lib/email-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';

/** What happened to a case's documents that its people hear of by e-mail (decision 025). */
export type CaseEmailKind = 'requested' | 'accepted' | 'rejected' | 'waived' | 'reminder' | 'uploaded';

type Copy = { subject: string; body: string; action: string };
type LanguageCopy = {
  greeting: string;
  note: string;
  kinds: Record<CaseEmailKind, Copy>;
  reasons: Record<RejectionReason, string>;
  /** How a list line says why a document was sent back. */
  sentBack: string;
  due: string;
};

// {name}, {document}, {caseType}, {reason}, {date} are filled in; the list of documents follows the body.
const COPY: Record<Language, LanguageCopy> = {
  en: {
    greeting: 'Hello {name},',
    note: 'Sign in to Docket to see your case. If you did not expect this e-mail, contact the firm.',
    kinds: {
      requested: {
        subject: 'The firm needs a document from you',
        body: 'For your case "{caseType}", the firm asks you for: {document}.',
        action: 'Upload the document',
      },
      accepted: {
        subject: 'Your document has been accepted',
        body: 'The firm has accepted your document "{document}" for your case "{caseType}". You need do nothing more for it.',
        action: 'See your case',
      },
      rejected: {
        subject: 'Please send your document again',
        body: 'The firm could not use your document "{document}" for your case "{caseType}". The reason: {reason}. Please upload it again.',
        action: 'Upload it again',
      },
      waived: {
        subject: 'A document is no longer needed',
        body: 'The firm no longer needs "{document}" for your case "{caseType}". The reason: {reason}.',
        action: 'See your case',
      },
      reminder: {
        subject: 'Documents are still needed for your case',
        body: 'For your case "{caseType}", the firm is still waiting for these documents:',
        action: 'Upload them now',
      },
      uploaded: {
        subject: 'A document has arrived for review',
        body: '{name} uploaded "{document}" for the case "{caseType}". It waits for your review.',
        action: 'Review it',
      },
    },
    reasons: {
      unreadable: 'it cannot be read',
      wrongDocument: 'it is not the document asked for',
      expired: 'it has expired or is too old',
      pagesMissing: 'pages are missing',
      nameMismatch: 'the name on it does not match yours',
      other: 'see the firm’s note',
    },
    sentBack: 'sent back: {reason}',
    due: 'due by {date}',
  },
  es: {
    greeting: 'Hola {name}:',
    note: 'Inicie sesión en Docket para ver su caso. Si no esperaba este correo, póngase en contacto con el despacho.',
    kinds: {
      requested: {
        subject: 'El despacho necesita un documento suyo',
        body: 'Para su caso «{caseType}», el despacho le pide: {document}.',
        action: 'Subir el documento',
      },
      accepted: {
        subject: 'Su documento ha sido aceptado',
        body: 'El despacho ha aceptado su documento «{document}» para su caso «{caseType}». No tiene que hacer nada más con él.',
        action: 'Ver su caso',
      },
      rejected: {
        subject: 'Envíe de nuevo su documento, por favor',
        body: 'El despacho no ha podido usar su documento «{document}» para su caso «{caseType}». El motivo: {reason}. Súbalo de nuevo, por favor.',
        action: 'Subirlo de nuevo',
      },
      waived: {
        subject: 'Ya no se necesita un documento',
        body: 'El despacho ya no necesita «{document}» para su caso «{caseType}». El motivo: {reason}.',
        action: 'Ver su caso',
      },
      reminder: {
        subject: 'Aún faltan documentos para su caso',
        body: 'Para su caso «{caseType}», el despacho aún espera estos documentos:',
        action: 'Subirlos ahora',
      },
      uploaded: {
        subject: 'Ha llegado un documento para revisar',
        body: '{name} ha subido «{document}» para el caso «{caseType}». Espera su revisión.',
        action: 'Revisarlo',
      },
    },
    reasons: {
      unreadable: 'no se puede leer',
      wrongDocument: 'no es el documento pedido',
      expired: 'está caducado o es demasiado antiguo',
      pagesMissing: 'faltan páginas',
      nameMismatch: 'el nombre no coincide con el suyo',
      other: 'vea la nota del despacho',
    },
    sentBack: 'devuelto: {reason}',
    due: 'antes del {date}',
  },
  de: {
    greeting: 'Hallo {name},',
    note: 'Melden Sie sich bei Docket an, um Ihren Fall zu sehen. Wenn Sie diese E-Mail nicht erwartet haben, wenden Sie sich an die Kanzlei.',
    kinds: {
      requested: {
        subject: 'Die Kanzlei braucht ein Dokument von Ihnen',
        body: 'Für Ihren Fall „{caseType}“ bittet die Kanzlei Sie um: {document}.',
        action: 'Dokument hochladen',
      },
      accepted: {
        subject: 'Ihr Dokument wurde angenommen',
        body: 'Die Kanzlei hat Ihr Dokument „{document}“ für Ihren Fall „{caseType}“ angenommen. Sie müssen dafür nichts mehr tun.',
        action: 'Ihren Fall ansehen',
      },
      rejected: {
        subject: 'Bitte senden Sie Ihr Dokument noch einmal',
        body: 'Die Kanzlei konnte Ihr Dokument „{document}“ für Ihren Fall „{caseType}“ nicht verwenden. Der Grund: {reason}. Bitte laden Sie es noch einmal hoch.',
        action: 'Erneut hochladen',
      },
      waived: {
        subject: 'Ein Dokument wird nicht mehr gebraucht',
        body: 'Die Kanzlei braucht „{document}“ für Ihren Fall „{caseType}“ nicht mehr. Der Grund: {reason}.',
        action: 'Ihren Fall ansehen',
      },
      reminder: {
        subject: 'Für Ihren Fall fehlen noch Dokumente',
        body: 'Für Ihren Fall „{caseType}“ wartet die Kanzlei noch auf diese Dokumente:',
        action: 'Jetzt hochladen',
      },
      uploaded: {
        subject: 'Ein Dokument ist zur Prüfung eingegangen',
        body: '{name} hat „{document}“ für den Fall „{caseType}“ hochgeladen. Es wartet auf Ihre Prüfung.',
        action: 'Prüfen',
      },
    },
    reasons: {
      unreadable: 'es ist nicht lesbar',
      wrongDocument: 'es ist nicht das angeforderte Dokument',
      expired: 'es ist abgelaufen oder zu alt',
      pagesMissing: 'es fehlen Seiten',
      nameMismatch: 'der Name darauf stimmt nicht mit Ihrem überein',
      other: 'siehe die Notiz der Kanzlei',
    },
    sentBack: 'zurückgegeben: {reason}',
    due: 'bis {date}',
  },
  it: {
    greeting: 'Buongiorno {name},',
    note: 'Acceda a Docket per vedere il suo caso. Se non si aspettava questa e-mail, contatti lo studio.',
    kinds: {
      requested: {
        subject: 'Lo studio ha bisogno di un suo documento',
        body: 'Per il suo caso «{caseType}», lo studio le chiede: {document}.',
        action: 'Carica il documento',
      },
      accepted: {
        subject: 'Il suo documento è stato accettato',
        body: 'Lo studio ha accettato il suo documento «{document}» per il suo caso «{caseType}». Non deve fare altro.',
        action: 'Vedi il suo caso',
      },
      rejected: {
        subject: 'Per favore, invii di nuovo il documento',
        body: 'Lo studio non ha potuto usare il suo documento «{document}» per il suo caso «{caseType}». Il motivo: {reason}. Per favore, lo carichi di nuovo.',
        action: 'Caricalo di nuovo',
      },
      waived: {
        subject: 'Un documento non serve più',
        body: 'Lo studio non ha più bisogno di «{document}» per il suo caso «{caseType}». Il motivo: {reason}.',
        action: 'Vedi il suo caso',
      },
      reminder: {
        subject: 'Mancano ancora documenti per il suo caso',
        body: 'Per il suo caso «{caseType}», lo studio attende ancora questi documenti:',
        action: 'Caricali ora',
      },
      uploaded: {
        subject: 'È arrivato un documento da esaminare',
        body: '{name} ha caricato «{document}» per il caso «{caseType}». Attende il suo esame.',
        action: 'Esaminalo',
      },
    },
    reasons: {
      unreadable: 'non si riesce a leggere',
      wrongDocument: 'non è il documento richiesto',
      expired: 'è scaduto o troppo vecchio',
      pagesMissing: 'mancano delle pagine',
      nameMismatch: 'il nome non corrisponde al suo',
      other: 'veda la nota dello studio',
    },
    sentBack: 'restituito: {reason}',
    due: 'entro il {date}',
  },
  ru: {
    greeting: 'Здравствуйте, {name}!',
    note: 'Войдите в Docket, чтобы увидеть своё дело. Если вы не ждали этого письма, свяжитесь с юридической фирмой.',
    kinds: {
      requested: {
        subject: 'Фирме нужен документ от вас',
        body: 'По вашему делу «{caseType}» фирма просит у вас: {document}.',
        action: 'Загрузить документ',
      },
      accepted: {
        subject: 'Ваш документ принят',
        body: 'Фирма приняла ваш документ «{document}» по делу «{caseType}». Больше ничего делать не нужно.',
        action: 'Открыть дело',
      },
      rejected: {
        subject: 'Пожалуйста, отправьте документ ещё раз',
        body: 'Фирма не смогла использовать ваш документ «{document}» по делу «{caseType}». Причина: {reason}. Пожалуйста, загрузите его ещё раз.',
        action: 'Загрузить снова',
      },
      waived: {
        subject: 'Документ больше не нужен',
        body: 'Фирме больше не нужен документ «{document}» по вашему делу «{caseType}». Причина: {reason}.',
        action: 'Открыть дело',
      },
      reminder: {
        subject: 'Для вашего дела всё ещё нужны документы',
        body: 'По вашему делу «{caseType}» фирма всё ещё ждёт эти документы:',
        action: 'Загрузить сейчас',
      },
      uploaded: {
        subject: 'Поступил документ на проверку',
        body: '{name} загрузил(а) «{document}» по делу «{caseType}». Документ ждёт вашей проверки.',
        action: 'Проверить',
      },
    },
    reasons: {
      unreadable: 'его невозможно прочитать',
      wrongDocument: 'это не тот документ, который просили',
      expired: 'срок его действия истёк или он слишком старый',
      pagesMissing: 'не хватает страниц',
      nameMismatch: 'имя в нём не совпадает с вашим',
      other: 'см. примечание фирмы',
    },
    sentBack: 'возвращён: {reason}',
    due: 'до {date}',
  },
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A due date (YYYY-MM-DD) as the reader writes dates: "5 December 2026", "5. Dezember 2026". */
export function formatDueDate(language: Language, date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}

/** Why a document was sent back, in the reader's words: the reason's label and the firm's own note. */
export function rejectionText(language: string, reasonCode: string | null, note: string | null): string {
  const copy = COPY[language as Language] ?? COPY.en;
  const label = reasonCode ? copy.reasons[reasonCode as RejectionReason] : undefined;
  return [label, note].filter(Boolean).join(' — ') || copy.reasons.other;
}

/** A case e-mail in the recipient's language, with a link to the case (or one of its documents). */
export function buildCaseEmail(
  kind: CaseEmailKind,
  recipient: { email: string; firstName: string; language: string },
  values: {
    link: string;
    caseType: string;
    document?: string;
    /**
     * Why a document was sent back or waived: the reason's code and the firm's own note, written in
     * the reader's words.
     */
    reasonCode?: string | null;
    reason?: string | null;
    /** The other person's name, in an e-mail to staff. */
    actorName?: string;
    /** The documents a reminder lists. */
    items?: Array<{ name: string; reasonCode: string | null; reason: string | null; dueDate: string | null }>;
  },
): MailMessage {
  const language = (recipient.language in COPY ? recipient.language : 'en') as Language;
  const copy = COPY[language];
  const words = copy.kinds[kind];
  const filled = {
    name: kind === 'uploaded' ? (values.actorName ?? '') : recipient.firstName,
    caseType: values.caseType,
    document: values.document ?? '',
    reason: rejectionText(language, values.reasonCode ?? null, values.reason ?? null),
  };
  const list = (values.items ?? []).map((item) => {
    const notes = [
      item.reasonCode || item.reason
        ? fill(copy.sentBack, { reason: rejectionText(language, item.reasonCode, item.reason) })
        : null,
      item.dueDate ? fill(copy.due, { date: formatDueDate(language, item.dueDate) }) : null,
    ].filter(Boolean);
    return notes.length ? `${item.name} (${notes.join('; ')})` : item.name;
  });
  return layoutEmail({
    language,
    to: recipient.email,
    subject: words.subject,
    greeting: fill(copy.greeting, { name: recipient.firstName }),
    paragraphs: [fill(words.body, filled)],
    list,
    action: words.action,
    link: values.link,
    note: copy.note,
  });
}
