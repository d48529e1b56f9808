/** Text made safe to put in HTML (a mail's body, a sandbox's page): the five characters HTML reads as markup. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
