import type { Language } from '@docket/contract';
import { layoutEmail } from '../../lib/email-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';

type Template = 'invitation' | 'adminInvitation' | 'reset' | 'signupExisting';
type Copy = { subject: string; greeting: string; body: string; action: string; note: string };

const COPY: Record<Language, Record<Template, Copy>> = {
  en: {
    invitation: {
      subject: 'Set your Docket password',
      greeting: 'Hello {name},',
      body: 'Thank you for registering. Set a password to open your account.',
      action: 'Set your password',
      note: 'This link works once and expires in 7 days. If you did not register, ignore this e-mail.',
    },
    adminInvitation: {
      subject: 'Your Docket account is ready',
      greeting: 'Hello {name},',
      body: 'The firm has created an account for you. Set a password to start using it.',
      action: 'Set your password',
      note: 'This link works once and expires in 7 days.',
    },
    reset: {
      subject: 'Reset your Docket password',
      greeting: 'Hello {name},',
      body: 'We received a request to reset your password.',
      action: 'Choose a new password',
      note: 'This link works once and expires in 30 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    },
    signupExisting: {
      subject: 'Someone tried to register with your e-mail address',
      greeting: 'Hello {name},',
      body: 'Someone tried to create a Docket account with this e-mail address, which already has one. If it was you, sign in, or reset your password if you have forgotten it.',
      action: 'Go to sign in',
      note: 'If it was not you, you need do nothing: your account is unchanged.',
    },
  },
  es: {
    invitation: {
      subject: 'Establezca su contraseña de Docket',
      greeting: 'Hola {name}:',
      body: 'Gracias por registrarse. Establezca una contraseña para abrir su cuenta.',
      action: 'Establecer contraseña',
      note: 'Este enlace funciona una sola vez y caduca en 7 días. Si usted no se registró, ignore este correo.',
    },
    adminInvitation: {
      subject: 'Su cuenta de Docket está lista',
      greeting: 'Hola {name}:',
      body: 'El despacho ha creado una cuenta para usted. Establezca una contraseña para empezar a usarla.',
      action: 'Establecer contraseña',
      note: 'Este enlace funciona una sola vez y caduca en 7 días.',
    },
    reset: {
      subject: 'Restablezca su contraseña de Docket',
      greeting: 'Hola {name}:',
      body: 'Hemos recibido una solicitud para restablecer su contraseña.',
      action: 'Elegir una contraseña nueva',
      note: 'Este enlace funciona una sola vez y caduca en 30 minutos. Si no lo pidió, ignore este correo: su contraseña no cambia.',
    },
    signupExisting: {
      subject: 'Alguien intentó registrarse con su dirección de correo',
      greeting: 'Hola {name}:',
      body: 'Alguien intentó crear una cuenta de Docket con esta dirección de correo, que ya tiene una. Si fue usted, inicie sesión o restablezca su contraseña si la ha olvidado.',
      action: 'Ir a iniciar sesión',
      note: 'Si no fue usted, no tiene que hacer nada: su cuenta no ha cambiado.',
    },
  },
  de: {
    invitation: {
      subject: 'Legen Sie Ihr Docket-Passwort fest',
      greeting: 'Hallo {name},',
      body: 'Vielen Dank für Ihre Registrierung. Legen Sie ein Passwort fest, um Ihr Konto zu öffnen.',
      action: 'Passwort festlegen',
      note: 'Dieser Link funktioniert einmal und läuft in 7 Tagen ab. Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.',
    },
    adminInvitation: {
      subject: 'Ihr Docket-Konto ist bereit',
      greeting: 'Hallo {name},',
      body: 'Die Kanzlei hat ein Konto für Sie angelegt. Legen Sie ein Passwort fest, um es zu nutzen.',
      action: 'Passwort festlegen',
      note: 'Dieser Link funktioniert einmal und läuft in 7 Tagen ab.',
    },
    reset: {
      subject: 'Setzen Sie Ihr Docket-Passwort zurück',
      greeting: 'Hallo {name},',
      body: 'Wir haben eine Anfrage erhalten, Ihr Passwort zurückzusetzen.',
      action: 'Neues Passwort wählen',
      note: 'Dieser Link funktioniert einmal und läuft in 30 Minuten ab. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    },
    signupExisting: {
      subject: 'Jemand hat versucht, sich mit Ihrer E-Mail-Adresse zu registrieren',
      greeting: 'Hallo {name},',
      body: 'Jemand hat versucht, mit dieser E-Mail-Adresse ein Docket-Konto anzulegen, obwohl sie bereits eines hat. Wenn Sie das waren, melden Sie sich an oder setzen Sie Ihr Passwort zurück, falls Sie es vergessen haben.',
      action: 'Zur Anmeldung',
      note: 'Wenn Sie es nicht waren, müssen Sie nichts tun: Ihr Konto ist unverändert.',
    },
  },
  it: {
    invitation: {
      subject: 'Imposta la tua password di Docket',
      greeting: 'Gentile {name},',
      body: 'Grazie per la registrazione. Imposta una password per aprire il tuo account.',
      action: 'Imposta la password',
      note: 'Questo link funziona una sola volta e scade tra 7 giorni. Se non ti sei registrato, ignora questa e-mail.',
    },
    adminInvitation: {
      subject: 'Il tuo account Docket è pronto',
      greeting: 'Gentile {name},',
      body: 'Lo studio ha creato un account per te. Imposta una password per iniziare a usarlo.',
      action: 'Imposta la password',
      note: 'Questo link funziona una sola volta e scade tra 7 giorni.',
    },
    reset: {
      subject: 'Reimposta la tua password di Docket',
      greeting: 'Gentile {name},',
      body: 'Abbiamo ricevuto una richiesta di reimpostazione della tua password.',
      action: 'Scegli una nuova password',
      note: 'Questo link funziona una sola volta e scade tra 30 minuti. Se non l’hai richiesto, ignora questa e-mail: la tua password resta invariata.',
    },
    signupExisting: {
      subject: 'Qualcuno ha tentato di registrarsi con il tuo indirizzo e-mail',
      greeting: 'Gentile {name},',
      body: 'Qualcuno ha tentato di creare un account Docket con questo indirizzo e-mail, che ne ha già uno. Se eri tu, accedi oppure reimposta la password se l’hai dimenticata.',
      action: 'Vai all’accesso',
      note: 'Se non eri tu, non devi fare nulla: il tuo account non è cambiato.',
    },
  },
  ru: {
    invitation: {
      subject: 'Задайте пароль для Docket',
      greeting: 'Здравствуйте, {name}!',
      body: 'Спасибо за регистрацию. Задайте пароль, чтобы открыть свою учётную запись.',
      action: 'Задать пароль',
      note: 'Ссылка действует один раз и истекает через 7 дней. Если вы не регистрировались, просто проигнорируйте это письмо.',
    },
    adminInvitation: {
      subject: 'Ваша учётная запись Docket готова',
      greeting: 'Здравствуйте, {name}!',
      body: 'Фирма создала для вас учётную запись. Задайте пароль, чтобы начать работу.',
      action: 'Задать пароль',
      note: 'Ссылка действует один раз и истекает через 7 дней.',
    },
    reset: {
      subject: 'Сброс пароля Docket',
      greeting: 'Здравствуйте, {name}!',
      body: 'Мы получили запрос на сброс вашего пароля.',
      action: 'Выбрать новый пароль',
      note: 'Ссылка действует один раз и истекает через 30 минут. Если вы не запрашивали сброс, проигнорируйте это письмо: ваш пароль не изменится.',
    },
    signupExisting: {
      subject: 'Кто-то пытался зарегистрироваться с вашим адресом электронной почты',
      greeting: 'Здравствуйте, {name}!',
      body: 'Кто-то пытался создать учётную запись Docket с этим адресом, хотя она у него уже есть. Если это были вы, войдите в систему или сбросьте пароль, если забыли его.',
      action: 'Перейти ко входу',
      note: 'Если это были не вы, ничего делать не нужно: ваша учётная запись не изменилась.',
    },
  },
};

/** A message in the recipient's language, as HTML and as plain text carrying the same link. */
export function buildEmail(
  template: Template,
  language: string,
  to: { email: string; firstName: string },
  link: string,
): MailMessage {
  const copy = (COPY[language as Language] ?? COPY.en)[template];
  return layoutEmail({
    language,
    to: to.email,
    subject: copy.subject,
    greeting: copy.greeting.replace('{name}', to.firstName),
    paragraphs: [copy.body],
    action: copy.action,
    link,
    note: copy.note,
  });
}
