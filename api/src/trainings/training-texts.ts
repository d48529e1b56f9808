// The trainings' answers a customer reads, in the club's language (the demo club is Spanish). Tests import these.

/** Texts of the trainings calls. */
export const TRAINING_TEXTS = {
  /** Someone else's training answers as one that does not exist, so ids cannot be probed. */
  notFound: 'Entrenamiento no encontrado',
} as const;
