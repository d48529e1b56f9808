import type { FastifyInstance } from 'fastify';
import { MAX_ID, recordNameSchema, withErrors } from '../http/schemas.ts';

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
 * record, e.g. `Customer/0` for the registration form. This API keeps no form definitions: the demo club asks for no
 * extra fields, so every form answers an empty list and the front end shows no extra form, as with a club that
 * defined none. A club's own backend answers its fields here.
 */
export function dynamicFormsRoutes() {
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
      () => ({ ok: true, model: [] }),
    );
    done();
  };
}
