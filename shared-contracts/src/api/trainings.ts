// Training calls of document 2 (2.9 and 7): the customer's next and past trainings, and one in detail.
import type { ModelAnswer } from '@club/shared-contracts/entities';
import type {
  Training,
  TrainingListQuery,
  TrainingListsAnswer,
  TrainingQuery,
} from '@club/shared-contracts/training-entities';
import { requestOk } from '@club/shared-contracts/http';

/** POST /api/publicteams/trainings: the customer's trainings, next soonest first and past newest first. */
export function getTrainings(customerId: number): Promise<TrainingListsAnswer> {
  const body: TrainingListQuery = { customerId };
  return requestOk('POST', '/api/publicteams/trainings', { body });
}

/** POST /api/publicteams/training: one of the customer's trainings with its media. */
export function getTraining(customerId: number, itemId: number): Promise<ModelAnswer<Training>> {
  const body: TrainingQuery = { customerId, itemId };
  return requestOk('POST', '/api/publicteams/training', { body });
}
