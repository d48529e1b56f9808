// A customer's trainings (document 2, 2.9, 3 and 7) as they travel on the wire. Only erasable syntax and type
// imports, so the API server can load it with Node's type stripping.
import type { OkAnswer } from '@club/shared-contracts/entities';

/** A training in the lists: its start (club-local yyyy-MM-ddTHH:mm:ss), minutes and description. */
export interface TrainingSummary {
  id: number;
  start: string;
  duration: number;
  description: string;
}

/** The customer's trainings: next soonest first, past newest first. */
export interface TrainingLists {
  next: TrainingSummary[];
  past: TrainingSummary[];
}

/** An image of a training's gallery; the URL is an uploads file name, an absolute path or a full URL. */
export interface TrainingImage {
  url: string;
  title: string;
  /** Intrinsic size in pixels, so the page reserves the image's room before it loads. */
  width: number;
  height: number;
}

/** A video of a training, shown as an embed (an address an iframe can open). */
export interface TrainingVideo {
  title: string;
  url: string;
}

/** A file of a training, shown as a link. */
export interface TrainingFile {
  url: string;
  title: string;
}

/** A training in detail: whether the customer attended (presented), the coach's public comments and the media. */
export interface Training extends TrainingSummary {
  /** Whether the club recorded the customer as present. */
  presented: boolean;
  publicComments: string;
  gallery: TrainingImage[];
  videos: TrainingVideo[];
  files: TrainingFile[];
}

/** The body of POST /api/publicteams/trainings. */
export interface TrainingListQuery {
  customerId: number;
}

/** The body of POST /api/publicteams/training. */
export interface TrainingQuery {
  customerId: number;
  itemId: number;
}

/** The answer of POST /api/publicteams/trainings. */
export type TrainingListsAnswer = OkAnswer<{ model: TrainingLists }>;
