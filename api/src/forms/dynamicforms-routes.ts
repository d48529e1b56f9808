import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { MAX_ID, recordNameSchema, withErrors } from '../http/schemas.ts';
import { createFormRepository } from './form-repository.ts';

interface FormDefParams {
  parentName: string;
  parentId: number;
}

const fieldSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    label: { type: 'string' },
    value: { type: 'string' },
    required: { type: 'boolean' },
    col1: { type: 'string' },
    col2: { type: 'string' },
    columnDef: { type: 'string' },
    isFile: { type: 'boolean' },
  },
  required: ['id', 'name', 'label', 'value', 'required', 'col1', 'col2', 'columnDef', 'isFile'],
} as const;

/**
 * GET /api/dynamicforms/form-def/{parentName}/{parentId} (document 3, 7): the extra fields a club asks for on a
 * record, in its order: `Activity/{id}` for an activity's sign-up, `Customer/0` for the registration form. A record
 * without a form answers an empty list (the demo club asks for no extra fields on registration).
 */
export function dynamicFormsRoutes(ctx: AppContext) {
  const forms = createFormRepository(ctx.db);
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.get<{ Params: FormDefParams }>(
      '/form-def/:parentName/:parentId',
      {
        schema: {
          params: {
            type: 'object',
            properties: {
              parentName: recordNameSchema,
              // 0 stands for a record that does not exist yet (a registration).
              parentId: { type: 'integer', minimum: 0, maximum: MAX_ID },
            },
            required: ['parentName', 'parentId'],
            additionalProperties: false,
          },
          response: withErrors({
            type: 'object',
            properties: { ok: { type: 'boolean' }, model: { type: 'array', items: fieldSchema } },
            required: ['ok', 'model'],
          }),
        },
      },
      (request) => ({
        ok: true,
        model: forms.listFields(request.params.parentName, request.params.parentId),
      }),
    );
    done();
  };
}
