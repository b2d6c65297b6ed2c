/** What the screens say about the session's rights, French (the reference: other languages have these keys). */
const rights = {
  readOnlyTitle: 'Lecture seule',
  readOnly:
    'Votre accès « {{area}} » permet de consulter, pas de modifier. Un gérant peut vous donner l’accès en écriture.',
  needsWrite: 'Demande l’accès en écriture « {{area}} »',
  noAccess: 'Votre accès ne comprend pas « {{area}} ». Un gérant peut vous le donner.',
  managersOnly: 'Réservé aux gérants',
};

export type RightsMessages = typeof rights;
export default rights;
