import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { HttpError } from '../http/errors.ts';
import { customerTrainingDetail, listCustomerTrainings, trainingListsOf } from './training-repository.ts';
import { TRAINING_TEXTS } from './training-texts.ts';
import { trainingAnswer, trainingBody, trainingListAnswer, trainingListBody } from './trainings-wire.ts';

/**
 * Trainings under /api/publicteams (document 2, 2.9 and 7): the trainings a customer attends, next and past, and
 * one in detail. The caller acts for the customer (itself or a child); another customer's training is not found.
 */
export function trainingsRoutes(ctx: AppContext) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.post<{ Body: { customerId: number } }>(
      '/trainings',
      { schema: { body: trainingListBody, response: trainingListAnswer } },
      (request) => {
        const { customerId } = request.body;
        ctx.auth.requireCustomer(request, customerId);
        const trainings = listCustomerTrainings(ctx.db, customerId, ctx.now(), ctx.bookingCatalog.timeZone());
        return { ok: true, model: trainingListsOf(trainings) };
      },
    );

    app.post<{ Body: { customerId: number; itemId: number } }>(
      '/training',
      { schema: { body: trainingBody, response: trainingAnswer } },
      (request) => {
        const { customerId, itemId } = request.body;
        ctx.auth.requireCustomer(request, customerId);
        const training = customerTrainingDetail(ctx.db, customerId, itemId);
        if (!training) throw new HttpError(404, TRAINING_TEXTS.notFound);
        return { ok: true, model: training };
      },
    );
    done();
  };
}
