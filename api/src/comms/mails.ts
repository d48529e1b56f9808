import type { NewMail } from './outbox-repository.ts';
import { escapeHtml } from '../http/escape-html.ts';

/** Path of the activation page for a token (the site route of document 1, 2.18). */
export const activationPath = (token: string): string => `/customer/activate/${encodeURIComponent(token)}`;

/** Path of the password reset page for a token (document 1, 2.16). */
export const resetPasswordPath = (token: string): string =>
  `/customer/reset-password/${encodeURIComponent(token)}`;

interface MailTo {
  customerId: number;
  email: string;
  name: string;
}

function layout(
  clubTitle: string,
  greeting: string,
  paragraphs: string[],
  link: string,
  button: string,
): string {
  const body = paragraphs.map((text) => `<p>${text}</p>`).join('\n');
  return `<h1>${escapeHtml(clubTitle)}</h1>
<p>${greeting}</p>
${body}
<p><a href="${link}">${button}</a></p>
<p>${escapeHtml(link)}</p>`;
}

/** The mail with the activation link sent after registration. */
export function activationMail(to: MailTo, clubTitle: string, token: string): NewMail {
  const link = activationPath(token);
  return {
    customerId: to.customerId,
    email: to.email,
    subject: `${clubTitle}: activa tu cuenta`,
    body: layout(
      clubTitle,
      `Hola ${escapeHtml(to.name)}:`,
      ['Gracias por registrarte. Para activar tu cuenta abre el siguiente enlace (válido durante 7 días).'],
      link,
      'Activar mi cuenta',
    ),
  };
}

/** The mail with the password reset link. */
export function resetPasswordMail(to: MailTo, clubTitle: string, token: string): NewMail {
  const link = resetPasswordPath(token);
  return {
    customerId: to.customerId,
    email: to.email,
    subject: `${clubTitle}: restablece tu contraseña`,
    body: layout(
      clubTitle,
      `Hola ${escapeHtml(to.name)}:`,
      [
        'Hemos recibido una solicitud para restablecer tu contraseña. Abre el siguiente enlace para elegir una nueva (válido durante 24 horas).',
        'Si no lo has solicitado tú, ignora este mensaje: tu contraseña no cambiará.',
      ],
      link,
      'Elegir una nueva contraseña',
    ),
  };
}

/** Path of a booking's join page (document 2, 2.6), where a place offered from the waiting list is taken. */
export const bookingJoinPath = (bookingId: number): string => `/booking-join/${bookingId}`;

/** The mail that offers a customer of a waiting list the place that freed, held for them until `until`. */
export function placeOfferMail(
  to: MailTo,
  clubTitle: string,
  offer: { bookingId: number; booking: string; until: string; minutes: number },
): NewMail {
  const link = bookingJoinPath(offer.bookingId);
  return {
    customerId: to.customerId,
    email: to.email,
    subject: `${clubTitle}: hay una plaza libre para ti`,
    body: layout(
      clubTitle,
      `Hola ${escapeHtml(to.name)}:`,
      [
        `Se ha liberado una plaza en ${escapeHtml(offer.booking)}, y estabas en la lista de espera.`,
        `La guardamos solo para ti hasta las ${escapeHtml(offer.until)} (${offer.minutes} minutos). Después pasará a la siguiente persona de la lista.`,
      ],
      link,
      'Quiero la plaza',
    ),
  };
}
