import type { accountEn } from './en.ts';

export const accountDe: Readonly<Record<keyof typeof accountEn, string>> = {
  'account.nav.addresses': 'Adressen',
  'account.nav.details': 'Kontodetails',

  'account.addresses.title': 'Adressen',
  'account.addresses.intro': 'Die folgenden Adressen werden standardmäßig auf der Kassenseite verwendet.',
  'account.addresses.billing': 'Rechnungsadresse',
  'account.addresses.shipping': 'Lieferadresse',
  'account.addresses.addBilling': 'Rechnungsadresse hinzufügen',
  'account.addresses.addShipping': 'Lieferadresse hinzufügen',
  'account.addresses.editBilling': 'Rechnungsadresse bearbeiten',
  'account.addresses.editShipping': 'Lieferadresse bearbeiten',
  'account.addresses.none': 'Sie haben diese Art von Adresse noch nicht eingerichtet.',
  'account.addresses.save': 'Adresse speichern',
  'account.addresses.back': '← Zurück zu den Adressen',

  'account.details.title': 'Kontodetails',
  'account.details.firstName': 'Vorname',
  'account.details.lastName': 'Nachname',
  'account.details.displayName': 'Anzeigename',
  'account.details.displayNameHint': 'So wird Ihr Name im Kontobereich und in Bewertungen angezeigt.',
  'account.details.email': 'E-Mail-Adresse',
  'account.details.passwordChange': 'Passwort ändern',
  'account.details.current': 'Aktuelles Passwort (leer lassen, um es nicht zu ändern)',
  'account.details.currentHint': 'Nötig, um Ihre E-Mail-Adresse oder Ihr Passwort zu ändern.',
  'account.details.new': 'Neues Passwort (leer lassen, um es nicht zu ändern)',
  'account.details.again': 'Neues Passwort bestätigen',
  'account.details.save': 'Änderungen speichern',

  'account.order.updates': 'Bestellaktualisierungen',
  'account.order.again': 'Erneut bestellen',

  'account.error.accountGone': 'Dieses Konto gibt es nicht mehr.',
  'account.error.formExpired': 'Dieses Formular ist abgelaufen. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
  'account.error.nameTooLong': 'Bitte höchstens {max} Zeichen.',
  'account.error.firstNameMissing': 'Vorname ist ein Pflichtfeld.',
  'account.error.lastNameMissing': 'Nachname ist ein Pflichtfeld.',
  'account.error.displayNameMissing': 'Anzeigename ist ein Pflichtfeld.',
  'account.error.displayNameEmail': 'Aus Datenschutzgründen kann der Anzeigename keine E-Mail-Adresse sein.',
  'account.error.emailTakenByOther': 'Diese E-Mail-Adresse ist bereits registriert.',
  'account.error.newPasswordMissing': 'Bitte geben Sie Ihr neues Passwort ein.',
  'account.error.currentPasswordMissing': 'Bitte geben Sie Ihr aktuelles Passwort ein.',
  'account.error.currentPasswordForEmail': 'Bitte geben Sie Ihr aktuelles Passwort ein, um Ihre E-Mail-Adresse zu ändern.',
  'account.error.currentPasswordWrong': 'Ihr aktuelles Passwort ist falsch.',

  'notice.account.addressSaved': 'Adresse erfolgreich geändert.',
  'notice.account.detailsSaved': 'Kontodetails erfolgreich geändert.',
  'notice.account.passwordChanged': 'Ihr Passwort wurde geändert. Alle anderen Geräte, die bei Ihrem Konto angemeldet waren, wurden abgemeldet.',
  'notice.orderAgain.added': 'Der Warenkorb wurde mit den Artikeln Ihrer früheren Bestellung gefüllt.',
  'notice.orderAgain.missing':
    '{count, plural, one {Dieser Artikel konnte nicht in Ihren Warenkorb gelegt werden: {names}.} other {Diese Artikel konnten nicht in Ihren Warenkorb gelegt werden: {names}.}}',
};
