// The levels' and level providers' answers a customer reads, in the club's language (the demo club is Spanish).
// Tests and journeys import these instead of repeating them.

/** Texts of the levels calls and the provider sandbox. */
export const LEVEL_TEXTS = {
  unknownProvider: 'Proveedor de nivel desconocido: elige Taykus o World Padel Rating.',
  missingUserId: 'Falta el identificador de usuario del proveedor.',
  unknownProviderUser: 'El proveedor no reconoce ese usuario: vuelve a vincular tu cuenta.',
  badRedirect:
    'La dirección de vuelta no es válida: debe ser la página de vinculación del proveedor en el club.',
} as const;

/**
 * Texts of the provider sandbox's authorisation page. It stands for the provider's own page, not the club's, so it
 * speaks the provider's language (English) whatever the club's.
 */
export const SANDBOX_PAGE_TEXTS = {
  title: (provider: string): string => `${provider}: authorise the club`,
  sandbox: 'Provider sandbox: no real account is involved.',
  question: (provider: string): string =>
    `The club wants to read your ${provider} levels. Allow it to import them?`,
  account: (userId: string): string => `Sandbox account: ${userId}`,
  allow: 'Allow',
  deny: 'Cancel',
} as const;
