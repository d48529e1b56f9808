// Dynamic form calls (document 3, 7): the definition of the extra fields a club asks for on a record, and saving
// the answers.
import type { DynamicFormField, ModelAnswer, Sale } from '@club/shared-contracts/entities';
import { requestOk } from '@club/shared-contracts/http';

/** The record a dynamic form belongs to; `Customer` with id 0 is the registration form (no customer yet). */
export interface DynamicFormParent {
  parentName: string;
  parentId: number;
}

/** A file chosen in a file loader or image loader field. */
export interface DynamicFormFile {
  fieldId: number;
  file: Blob;
}

/** The answers of a dynamic form as POST /api/dynamicforms/save takes them. */
export interface DynamicFormAnswers extends DynamicFormParent {
  customerId: number;
  okRss: boolean;
  acceptConditions: boolean;
  fields: Pick<DynamicFormField, 'id' | 'name' | 'value'>[];
  /** An activity's partner (partnerInscription), when the sign-up names one. */
  partnerCustomerId?: number | null;
  /** An activity's chosen category, when it has categories. */
  activityCategoryId?: number | null;
  /** The files of the file and image loaders; several may share a field. */
  files?: DynamicFormFile[];
}

/** GET /api/dynamicforms/form-def/{parentName}/{parentId}: the fields of the form (empty when the club asks none). */
export function getFormDefinition({
  parentName,
  parentId,
}: DynamicFormParent): Promise<ModelAnswer<DynamicFormField[]>> {
  return requestOk(
    'GET',
    `/api/dynamicforms/form-def/${encodeURIComponent(parentName)}/${encodeURIComponent(parentId)}`,
  );
}

/**
 * POST /api/dynamicforms/save as multipart form data, with the session or the `registrationToken` of the customer
 * just registered (their registration's answers, or a sign-up after registering). The repeated fields travel as `Fields[i].id`, `Fields[i].name`
 * and `Fields[i].value`, the list binding of the clubs' backends; each file as a part named `files[<fieldId>]`
 * (its field's id; repeated for several files of one field) with its own file name, which the server keeps only as
 * data. `partnerCustomerId` and `activityCategoryId` are sent only when set. For parentName 'Activity' the save is
 * the sign-up: it answers the sales a paid activity owes (empty when free), and a refusal ('You are already in', a
 * required field, the legal conditions, a file of a type not taken or over 5 MB) rejects with the server's errorMsg.
 */
export function saveDynamicForm(
  answers: DynamicFormAnswers,
  registrationToken?: string,
): Promise<ModelAnswer<Sale[]>> {
  const body = new FormData();
  body.set('parentName', answers.parentName);
  body.set('parentId', String(answers.parentId));
  body.set('customerId', String(answers.customerId));
  body.set('okRss', String(answers.okRss));
  body.set('acceptConditions', String(answers.acceptConditions));
  if (answers.partnerCustomerId != null) body.set('partnerCustomerId', String(answers.partnerCustomerId));
  if (answers.activityCategoryId != null) body.set('activityCategoryId', String(answers.activityCategoryId));
  answers.fields.forEach((field, index) => {
    body.set(`Fields[${index}].id`, String(field.id));
    body.set(`Fields[${index}].name`, field.name);
    body.set(`Fields[${index}].value`, field.value);
  });
  for (const { fieldId, file } of answers.files ?? []) {
    body.append(`files[${fieldId}]`, file, file instanceof File ? file.name : 'file');
  }
  return requestOk('POST', '/api/dynamicforms/save', { body, token: registrationToken });
}
