// The Spanish texts of the activity sign-up's refusals (document 3, 5 Activities and Dynamic form; 8: the server's
// errorMsg is shown on activity sign-up and dynamic form save).
export const ACTIVITY_TEXTS = {
  notFound: 'Actividad no encontrada',
  noOnlineSignUp: 'Esta actividad no admite inscripciones online: apúntate en la recepción del club',
  started: 'La actividad ya ha empezado',
  alreadyIn: 'Ya estás apuntado',
  notCancellable:
    'Esta inscripción ya está pagada o no tiene pago pendiente: para anularla, habla con el club',
  full: 'No quedan plazas en esta actividad',
  partnerRequired: 'Indica tu pareja para apuntarte',
  partnerIsYou: 'Tu pareja no puedes ser tú',
  partnerNotFound: 'No encontramos a tu pareja entre los clientes del club',
  partnerAlreadyIn: 'Tu pareja ya está apuntada',
  categoryRequired: 'Elige una categoría',
  formRequired: 'Rellena el formulario de inscripción de esta actividad',
  acceptConditions: 'Por favor, acepta nuestras condiciones legales',
  fieldRequired: (label: string) => `El campo «${label}» es obligatorio`,
  fieldInvalid: (label: string) => `El campo «${label}» no es válido`,
  unknownField: 'El formulario ha cambiado: vuelve a cargar la página',
  wrongParent: 'El formulario no es de este cliente',
  fileTooLarge: (megabytes: number) => `Cada archivo puede ocupar como mucho ${megabytes} MB`,
  requestTooLarge: (megabytes: number) => `Los archivos juntos pueden ocupar como mucho ${megabytes} MB`,
  tooManyFiles: (count: number) => `Se pueden enviar como mucho ${count} archivos`,
  fileType: (name: string) =>
    `El archivo «${name}» no es de un tipo admitido (imágenes, PDF, Word, Excel o texto)`,
  imageType: (name: string) => `El archivo «${name}» no es una imagen (PNG, JPEG, GIF o WebP)`,
  fileField: 'Cada archivo debe enviarse como files[<id del campo>] de un campo de archivos',
  badForm: 'El formulario enviado no se puede leer',
} as const;
