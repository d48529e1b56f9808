import { addTexts, type Texts } from '@club/shared-contracts/i18n';
// The texts these pages share with the other booking pages.
import '../../lib/texts';

/** The texts of the match results page ('booking' namespace); keys are the English source texts. */
export const bookingResultsTexts: Texts = {
  'en-US': {
    'Booking score': 'Booking score',
    Team: 'Team',
    'Set {{number}}': 'Set {{number}}',
    '{{team}}, set {{number}}': '{{team}}, set {{number}}',
    Save: 'Save',
    'Please fill at least 3 sets': 'Please fill at least 3 sets',
    'Please fill at least one result': 'Please fill at least one result',
    'The results are saved.': 'The results are saved.',
    'Move me to team 1': 'Move me to team 1',
    'Move me to team 2': 'Move me to team 2',
  },
  'es-ES': {
    'Booking score': 'Resultado del partido',
    Team: 'Equipo',
    'Set {{number}}': 'Set {{number}}',
    '{{team}}, set {{number}}': '{{team}}, set {{number}}',
    Save: 'Guardar',
    'Please fill at least 3 sets': 'Rellena al menos 3 sets',
    'Please fill at least one result': 'Rellena al menos un resultado',
    'The results are saved.': 'Los resultados están guardados.',
    'Move me to team 1': 'Pasarme al equipo 1',
    'Move me to team 2': 'Pasarme al equipo 2',
  },
  'fr-FR': {
    'Booking score': 'Score du match',
    Team: 'Équipe',
    'Set {{number}}': 'Set {{number}}',
    '{{team}}, set {{number}}': '{{team}}, set {{number}}',
    Save: 'Enregistrer',
    'Please fill at least 3 sets': 'Remplissez au moins 3 sets',
    'Please fill at least one result': 'Remplissez au moins un résultat',
    'The results are saved.': 'Les résultats sont enregistrés.',
    'Move me to team 1': 'Me placer dans l’équipe 1',
    'Move me to team 2': 'Me placer dans l’équipe 2',
  },
  'it-IT': {
    'Booking score': 'Risultato della partita',
    Team: 'Squadra',
    'Set {{number}}': 'Set {{number}}',
    '{{team}}, set {{number}}': '{{team}}, set {{number}}',
    Save: 'Salva',
    'Please fill at least 3 sets': 'Compila almeno 3 set',
    'Please fill at least one result': 'Compila almeno un risultato',
    'The results are saved.': 'I risultati sono salvati.',
    'Move me to team 1': 'Spostami nella squadra 1',
    'Move me to team 2': 'Spostami nella squadra 2',
  },
};

addTexts('booking', bookingResultsTexts);
