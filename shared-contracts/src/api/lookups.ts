// The lookup of a dynamic form's lookup field (document 3, 7: POST /api/public{controller}/list with the search
// text): the records of the controller its col1 names ('customers' searches the club's customers).
import type { RowDataAnswer } from '@club/shared-contracts/entities';
import { requestOk } from '@club/shared-contracts/http';

/** A row a lookup answers: its id (the field's answer) and what names it; customers come with a surname. */
export interface LookupRow {
  id: number;
  name: string;
  surname?: string;
  detail?: string;
}

// A controller name goes into the path: letters and digits only, so no text of a form definition can point the call
// anywhere else.
const controllerName = /^[a-z][a-z0-9]*$/i;

/** True when col1 names a controller a lookup can search. */
export function isLookupController(controller: string): boolean {
  return controllerName.test(controller);
}

/** POST /api/public{controller}/list: the rows of the controller matching the search text. */
export function lookupRows(controller: string, search: string): Promise<RowDataAnswer<LookupRow>> {
  if (!isLookupController(controller)) {
    return Promise.reject(new Error(`Not a lookup controller: ${JSON.stringify(controller)}`));
  }
  return requestOk('POST', `/api/public${controller.toLowerCase()}/list`, { body: { search } });
}
