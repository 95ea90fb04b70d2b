/** E-mails sent by the server (French). `{…}` placeholders are filled by the sender. */
export const EMAIL_MESSAGES = {
  resetSubject: 'Réinitialisation de votre mot de passe {appName}',
  resetText: `Bonjour,

Vous avez demandé à réinitialiser le mot de passe de votre compte {appName}.
Pour choisir un nouveau mot de passe, ouvrez ce lien (valable 1 heure, utilisable une seule fois) :

{link}

Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.

L’équipe {appName}`,
  resetConfirmSubject: 'Votre mot de passe {appName} a été modifié',
  resetConfirmText: `Bonjour,

Le mot de passe de votre compte {appName} vient d’être modifié. Toutes vos autres sessions ont été déconnectées.

Si vous n’êtes pas à l’origine de ce changement, réinitialisez immédiatement votre mot de passe et écrivez-nous à {supportEmail}.

L’équipe {appName}`,
} as const;

export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
