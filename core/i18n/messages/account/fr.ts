import type { accountEn } from './en.ts';

// French typography: a no-break space (\u00a0) before « : », a narrow no-break space (\u202f) before ; ! ?,
// and the typographic apostrophe (’).
export const accountFr: Readonly<Record<keyof typeof accountEn, string>> = {
  'account.nav.addresses': 'Adresses',
  'account.nav.details': 'Détails du compte',

  'account.addresses.title': 'Adresses',
  'account.addresses.intro': 'Les adresses suivantes seront utilisées par défaut sur la page de commande.',
  'account.addresses.billing': 'Adresse de facturation',
  'account.addresses.shipping': 'Adresse de livraison',
  'account.addresses.addBilling': 'Ajouter l’adresse de facturation',
  'account.addresses.addShipping': 'Ajouter l’adresse de livraison',
  'account.addresses.editBilling': 'Modifier l’adresse de facturation',
  'account.addresses.editShipping': 'Modifier l’adresse de livraison',
  'account.addresses.none': 'Vous n’avez pas encore défini ce type d’adresse.',
  'account.addresses.save': 'Enregistrer l’adresse',
  'account.addresses.back': '← Retour aux adresses',

  'account.details.title': 'Détails du compte',
  'account.details.firstName': 'Prénom',
  'account.details.lastName': 'Nom',
  'account.details.displayName': 'Nom affiché',
  'account.details.displayNameHint': 'Indique comment votre nom apparaîtra dans la section relative au compte et dans les avis.',
  'account.details.email': 'Adresse e-mail',
  'account.details.passwordChange': 'Changement de mot de passe',
  'account.details.current': 'Mot de passe actuel (laisser vide pour le conserver)',
  'account.details.currentHint': 'Nécessaire pour changer votre adresse e-mail ou votre mot de passe.',
  'account.details.new': 'Nouveau mot de passe (laisser vide pour conserver l’actuel)',
  'account.details.again': 'Confirmer le nouveau mot de passe',
  'account.details.save': 'Enregistrer les modifications',

  'account.order.updates': 'Suivi de la commande',
  'account.order.again': 'Commander à nouveau',

  'account.error.accountGone': 'Ce compte n’existe plus.',
  'account.error.formExpired': 'Ce formulaire a expiré. Veuillez recharger la page et réessayer.',
  'account.error.nameTooLong': 'Ne dépassez pas {max}\u00a0caractères.',
  'account.error.firstNameMissing': 'Le prénom est un champ obligatoire.',
  'account.error.lastNameMissing': 'Le nom est un champ obligatoire.',
  'account.error.displayNameMissing': 'Le nom affiché est un champ obligatoire.',
  'account.error.displayNameEmail': 'Pour des raisons de confidentialité, le nom affiché ne peut pas être une adresse e-mail.',
  'account.error.emailTakenByOther': 'Cette adresse e-mail est déjà enregistrée.',
  'account.error.newPasswordMissing': 'Veuillez saisir votre nouveau mot de passe.',
  'account.error.currentPasswordMissing': 'Veuillez saisir votre mot de passe actuel.',
  'account.error.currentPasswordForEmail': 'Veuillez saisir votre mot de passe actuel pour changer votre adresse e-mail.',
  'account.error.currentPasswordWrong': 'Votre mot de passe actuel est incorrect.',
  'account.error.currentPasswordThrottled': 'Trop de mots de passe incorrects. Rien n’a été modifié\u202f; veuillez réessayer dans {wait}.',
  'account.error.currentPasswordThrottledNetwork': 'Trop de mots de passe incorrects depuis votre réseau. Rien n’a été modifié\u202f; veuillez réessayer dans {wait}.',

  'notice.account.addressSaved': 'Adresse modifiée avec succès.',
  'notice.account.detailsSaved': 'Détails du compte modifiés avec succès.',
  'notice.account.passwordChanged': 'Votre mot de passe a été changé. Tout autre appareil connecté à votre compte a été déconnecté.',
  'notice.orderAgain.added': 'Le panier a été rempli avec les articles de votre commande précédente.',
  'notice.orderAgain.missing':
    '{count, plural, one {Cet article n’a pas pu être ajouté à votre panier\u00a0: {names}.} other {Ces articles n’ont pas pu être ajoutés à votre panier\u00a0: {names}.}}',
};
