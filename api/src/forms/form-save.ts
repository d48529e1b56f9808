// Saving a dynamic form (document 3, 4 Activity sign-up, 5 Dynamic form, 7): for an activity the save is the sign-up
// itself (the same rules and answer as the direct inscription: the sales a paid activity owes), with the form's
// answers and files; for a customer it keeps the registration's extra answers. Either takes the customer's session,
// or the registration token of the customer just registered (tokens/auth.ts). Files are checked by their content
// and stored under random names before the one transaction that records everything; a refused save removes them.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { ACTIVITY_TEXTS } from '../activities/activity-texts.ts';
import {
  activityStoreOf,
  requireActivity,
  signUpAnswerFor,
  signUpMoment,
} from '../activities/publicactivities-routes.ts';
import { hashPassword } from '../customers/password.ts';
import { inTransaction } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { checkAnswers, type SentAnswer } from './form-answers.ts';
import { acceptedContentType, removeFormFiles, storeFormFile } from './form-files.ts';
import type { UploadedFile } from './form-multipart.ts';
import {
  FILE_TYPES,
  createFormRepository,
  type FormAnswer,
  type FormParent,
  type StoredFormFile,
} from './form-repository.ts';
import { DynamicInputType, type DynamicFormField } from '@club/shared-contracts/entities';

/** The save's body, from JSON or from multipart form data (form-multipart.ts). */
export interface SaveBody {
  parentName: FormParent;
  parentId: number;
  customerId: number;
  okRss: boolean;
  acceptConditions: boolean;
  partnerCustomerId?: number | null;
  activityCategoryId?: number | null;
  Fields?: SentAnswer[];
}

/** The longest name of a file kept as data. */
const ORIGINAL_NAME_LENGTH = 200;

// A file's name as data: no control characters, at most ORIGINAL_NAME_LENGTH characters. Never a path.
const nameAsData = (name: string): string =>
  // eslint-disable-next-line no-control-regex
  [...name.replace(/[\u0000-\u001f\u007f-\u009f]/g, '')].slice(0, ORIGINAL_NAME_LENGTH).join('');

/** Saves dynamic forms, storing their files in `folder`. */
export function createFormSave(ctx: AppContext, folder: string) {
  const forms = createFormRepository(ctx.db);
  const activities = activityStoreOf(ctx);

  // The form's fields: an activity's own, or the registration's (Customer/0) for the customer it names.
  const fieldsOf = (body: SaveBody): DynamicFormField[] => {
    if (body.parentName === 'Activity') {
      return forms.listFields('Activity', requireActivity(activities, body.parentId).id);
    }
    if (body.parentId !== body.customerId) throw new HttpError(400, ACTIVITY_TEXTS.wrongParent);
    return forms.listFields('Customer', 0);
  };

  // Each file belongs to a file field of the form and is of a kind it takes (400 otherwise).
  const checkFiles = (fields: readonly DynamicFormField[], files: readonly UploadedFile[]): string[] =>
    files.map((file) => {
      const field = fields.find((candidate) => candidate.id === file.fieldId);
      if (!field || !FILE_TYPES.has(field.columnDef)) throw new HttpError(400, ACTIVITY_TEXTS.unknownField);
      const imagesOnly = field.columnDef === DynamicInputType.ImageLoader;
      const contentType = acceptedContentType(file.bytes, file.originalName, imagesOnly);
      const name = nameAsData(file.originalName);
      if (!contentType) {
        throw new HttpError(400, imagesOnly ? ACTIVITY_TEXTS.imageType(name) : ACTIVITY_TEXTS.fileType(name));
      }
      return contentType;
    });

  // Password answers are kept as their hash only.
  const hashed = async (fields: readonly DynamicFormField[], answers: FormAnswer[]): Promise<FormAnswer[]> =>
    Promise.all(
      answers.map(async (answer) =>
        fields.find((field) => field.id === answer.fieldId)?.columnDef === DynamicInputType.Password
          ? { ...answer, value: await hashPassword(answer.value) }
          : answer,
      ),
    );

  return async function save(request: FastifyRequest, body: SaveBody, files: readonly UploadedFile[]) {
    // The customer's (or a parent's) session, or the registration token of the customer just registered: the
    // registration's answers are saved with it, and a sign-up after registering goes on with it.
    const proof = ctx.auth.requireCustomerOrRegistration(request, body.customerId);
    const fields = fieldsOf(body);
    const contentTypes = checkFiles(fields, files);
    const fileCounts = new Map<number, number>();
    for (const file of files) fileCounts.set(file.fieldId, (fileCounts.get(file.fieldId) ?? 0) + 1);
    const checked = checkAnswers(fields, {
      acceptConditions: body.acceptConditions,
      answers: body.Fields ?? [],
      fileCounts,
    });
    if (!checked.ok) return checked;
    const answers = await hashed(fields, checked.answers);

    const stored: StoredFormFile[] = [];
    try {
      for (const [index, file] of files.entries()) {
        stored.push({
          id: await storeFormFile(folder, file.bytes),
          fieldId: file.fieldId,
          originalName: nameAsData(file.originalName),
          contentType: contentTypes[index]!,
          size: file.bytes.length,
        });
      }
      // A file field's answer names its stored files.
      for (const fieldId of fileCounts.keys()) {
        const ids = stored.filter((file) => file.fieldId === fieldId).map((file) => file.id);
        answers.push({ fieldId, value: ids.join(',') });
      }
      const moment = signUpMoment(ctx);
      const reply =
        body.parentName === 'Activity'
          ? signUpAnswerFor(
              ctx,
              proof,
              activities.signUp({
                activityId: body.parentId,
                customerId: body.customerId,
                partnerCustomerId: body.partnerCustomerId ?? null,
                categoryId: body.activityCategoryId ?? null,
                form: { answers, files: stored },
                ...moment,
              }),
            )
          : inTransaction(ctx.db, () => {
              forms.saveAnswers(
                { customerId: body.customerId, inscriptionId: null },
                answers,
                stored,
                moment.nowIso,
              );
              return { ok: true, model: [] };
            });
      if (!reply.ok)
        await removeFormFiles(
          folder,
          stored.map((file) => file.id),
        );
      return reply;
    } catch (error) {
      await removeFormFiles(
        folder,
        stored.map((file) => file.id),
      );
      throw error;
    }
  };
}
