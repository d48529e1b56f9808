import { addTexts, type Texts } from '@club/shared-contracts/i18n';

/** The texts of the ticket and invoice pages ('checkout' namespace); keys are the English source texts. */
export const ticketsInvoicesTexts: Texts = {
  'en-US': {
    'Your ticket': 'Your ticket',
    'Downloading ticket, please wait...': 'Downloading ticket, please wait...',
    'Ticket downloaded': 'Ticket downloaded',
    'Some error occurred downloading your ticket': 'Some error occurred downloading your ticket',
    'Your invoice': 'Your invoice',
    'Downloading invoice, please wait...': 'Downloading invoice, please wait...',
    'Invoice downloaded': 'Invoice downloaded',
    'Some error occurred downloading your invoice': 'Some error occurred downloading your invoice',
  },
  'es-ES': {
    'Your ticket': 'Tu ticket',
    'Downloading ticket, please wait...': 'Descargando el ticket, espera por favor...',
    'Ticket downloaded': 'Ticket descargado',
    'Some error occurred downloading your ticket': 'Se ha producido un error al descargar tu ticket',
    'Your invoice': 'Tu factura',
    'Downloading invoice, please wait...': 'Descargando la factura, espera por favor...',
    'Invoice downloaded': 'Factura descargada',
    'Some error occurred downloading your invoice': 'Se ha producido un error al descargar tu factura',
  },
  'fr-FR': {
    'Your ticket': 'Votre ticket',
    'Downloading ticket, please wait...': 'Téléchargement du ticket, veuillez patienter...',
    'Ticket downloaded': 'Ticket téléchargé',
    'Some error occurred downloading your ticket':
      'Une erreur est survenue lors du téléchargement de votre ticket',
    'Your invoice': 'Votre facture',
    'Downloading invoice, please wait...': 'Téléchargement de la facture, veuillez patienter...',
    'Invoice downloaded': 'Facture téléchargée',
    'Some error occurred downloading your invoice':
      'Une erreur est survenue lors du téléchargement de votre facture',
  },
  'it-IT': {
    'Your ticket': 'Il tuo scontrino',
    'Downloading ticket, please wait...': 'Download dello scontrino in corso, attendi...',
    'Ticket downloaded': 'Scontrino scaricato',
    'Some error occurred downloading your ticket':
      'Si è verificato un errore durante il download del tuo scontrino',
    'Your invoice': 'La tua fattura',
    'Downloading invoice, please wait...': 'Download della fattura in corso, attendi...',
    'Invoice downloaded': 'Fattura scaricata',
    'Some error occurred downloading your invoice':
      'Si è verificato un errore durante il download della tua fattura',
  },
};

addTexts('checkout', ticketsInvoicesTexts);
