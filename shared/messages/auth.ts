/** Authentication and account messages. Strings quoted by the spec (§5, §8) are copied exactly. */
export const AUTH_MESSAGES = {
  // spec §5 validation
  loginFieldsRequired: 'Veuillez remplir tous les champs',
  registerFieldsRequired: 'Veuillez remplir tous les champs obligatoires',
  passwordsMismatch: 'Les mots de passe ne correspondent pas',
  passwordTooShort: 'Le mot de passe doit comporter au moins 6 caractères',
  termsRequired: "Vous devez accepter les conditions d'utilisation",
  forgotEmailRequired: 'Veuillez entrer votre adresse email',
  // spec §8 login
  invalidCredentials: 'Adresse email ou mot de passe incorrect...',
  userNotFound: "Aucun compte n'est associé à cette adresse email.",
  invalidEmail: "L'adresse email n'est pas valide.",
  tooManyRequests:
    'Trop de tentatives échouées. Veuillez réessayer plus tard ou réinitialiser votre mot de passe.',
  network: 'Problème de connexion réseau. Veuillez vérifier votre connexion internet.',
  loginFailed: 'Une erreur est survenue lors de la connexion.',
  // spec §8 registration
  emailInUse: 'Un compte existe déjà avec cette adresse email. Connectez-vous.',
  weakPassword: 'Ce mot de passe est trop courant et donc trop facile à deviner. Choisissez-en un autre.',
  operationNotAllowed: "L'inscription n'est pas disponible pour le moment. Contactez le support.",
  registerFailed: "Une erreur est survenue lors de l'inscription",
  // spec §8 password reset
  resetTooManyRequests: 'Trop de demandes. Veuillez patienter quelques minutes avant de réessayer.',
  resetFailed: 'Une erreur est survenue. Veuillez réessayer.',
  invalidResetToken: 'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.',
  resetSuccess: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.',
  // guards and sessions
  authRequired: 'Veuillez vous connecter pour continuer.',
  subscriptionRequired: 'Un abonnement actif est nécessaire pour accéder à cette fonctionnalité.',
  wrongPassword: 'Mot de passe incorrect.',
  sessionNotFound: 'Cette session n’existe plus.',
  // field rules
  nameTooLong: 'Le nom est trop long (200 caractères au maximum).',
  fieldTooLong: 'Ce champ est trop long.',
  passwordTooLong: 'Le mot de passe est trop long (128 caractères au maximum).',
  rppsFormat: 'Le numéro RPPS doit comporter exactement 11 chiffres.',
  rppsChecksum: 'Ce numéro RPPS n’est pas valide : vérifiez les chiffres saisis.',
} as const;
