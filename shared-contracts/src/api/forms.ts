// Dynamic form calls (document 3, 7): the definition of the extra fields a club asks for on a record, and saving
// the answers.
import type { DynamicFormField, ModelAnswer, OkAnswer } from '@club/shared-contracts/entities';
import { requestOk } from '@club/shared-contracts/http';

/** The record a dynamic form belongs to; `Customer` with id 0 is the registration form (no customer yet). */
export interface DynamicFormParent {
  parentName: string;
  parentId: number;
}

/** The answers of a dynamic form as POST /api/dynamicforms/save takes them. */
export interface DynamicFormAnswers extends DynamicFormParent {
  customerId: number;
  okRss: boolean;
  acceptConditions: boolean;
  fields: Pick<DynamicFormField, 'id' | 'name' | 'value'>[];
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
 * POST /api/dynamicforms/save as multipart form data. The repeated fields travel as `Fields[i].id`, `Fields[i].name`
 * and `Fields[i].value`, the list binding of the clubs' backends; files are not sent (no form here offers them).
 */
export function saveDynamicForm(answers: DynamicFormAnswers): Promise<OkAnswer> {
  const body = new FormData();
  body.set('parentName', answers.parentName);
  body.set('parentId', String(answers.parentId));
  body.set('customerId', String(answers.customerId));
  body.set('okRss', String(answers.okRss));
  body.set('acceptConditions', String(answers.acceptConditions));
  answers.fields.forEach((field, index) => {
    body.set(`Fields[${index}].id`, String(field.id));
    body.set(`Fields[${index}].name`, field.name);
    body.set(`Fields[${index}].value`, field.value);
  });
  return requestOk('POST', '/api/dynamicforms/save', { body });
}
