import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { optionalIdSchema, signUpAnswer } from '../activities/activity-wire.ts';
import {
  MAX_ID,
  customerLine,
  customerLines,
  idSchema,
  recordNameSchema,
  withErrors,
} from '../http/schemas.ts';
import { MULTIPART_LIMITS, readMultipartSave, type UploadedFile } from './form-multipart.ts';
import { FORM_PARENTS, createFormRepository } from './form-repository.ts';
import { createFormSave, type SaveBody } from './form-save.ts';

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

/** The save's body: a JSON body, or multipart form data read into the same shape (form-multipart.ts). */
const saveBody = {
  type: 'object',
  properties: {
    parentName: { type: 'string', enum: [...FORM_PARENTS] },
    parentId: idSchema,
    customerId: idSchema,
    okRss: { type: 'boolean' },
    acceptConditions: { type: 'boolean' },
    partnerCustomerId: optionalIdSchema,
    activityCategoryId: optionalIdSchema,
    Fields: {
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        properties: { id: idSchema, name: customerLine(100), value: customerLines(4000) },
        required: ['id', 'value'],
      },
    },
  },
  required: ['parentName', 'parentId', 'customerId', 'okRss', 'acceptConditions'],
} as const;

/** Options of the dynamic forms' routes. */
export interface DynamicFormsOptions {
  /** The folder the forms' files are stored in, each under a random name. */
  filesFolder: string;
}

/**
 * The dynamic forms (document 3, 7). GET /api/dynamicforms/form-def/{parentName}/{parentId}: the extra fields a club
 * asks for on a record, in its order: `Activity/{id}` for an activity's sign-up, `Customer/0` for the registration
 * form; a record without a form answers an empty list (the demo club asks for no extra fields on registration).
 * POST /api/dynamicforms/save: the answers, as multipart form data with the files (or JSON without them); for an
 * activity it is the sign-up and answers its sales (form-save.ts).
 */
export function dynamicFormsRoutes(ctx: AppContext, options: DynamicFormsOptions) {
  const forms = createFormRepository(ctx.db);
  const save = createFormSave(ctx, options.filesFolder);
  const uploads = new WeakMap<FastifyRequest, UploadedFile[]>();
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    // Multipart bodies are read here only (the save); elsewhere they stay refused with 415.
    void app.register(multipart, { limits: MULTIPART_LIMITS });
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

    app.post<{ Body: SaveBody }>(
      '/save',
      {
        schema: { body: saveBody, response: signUpAnswer },
        // The form's parts become the body the schema checks; its files wait for the handler.
        preValidation: async (request) => {
          if (!request.isMultipart()) return;
          const read = await readMultipartSave(request);
          request.body = read.body as unknown as SaveBody;
          uploads.set(request, read.files);
        },
      },
      (request) => save(request, request.body, uploads.get(request) ?? []),
    );
    done();
  };
}
