// Customer communications calls (document 3, 7): the e-mails and SMS sent to the customer, and one e-mail.
import type { CustomerComms, Email, ModelAnswer } from '@club/shared-contracts/entities';
import { requestOk } from '@club/shared-contracts/http';

/** GET /api/publiccomms/customer-comms/{customerId}: the customer's e-mails and SMS, newest first. */
export function getCustomerComms(customerId: number): Promise<ModelAnswer<CustomerComms>> {
  return requestOk('GET', `/api/publiccomms/customer-comms/${customerId}`);
}

/**
 * GET /api/publiccomms/customer-comms/emails/{id}/{customerId}: one of the customer's e-mails; an unknown id and
 * another customer's e-mail alike reject with status 404.
 */
export function getCustomerEmail(id: number, customerId: number): Promise<ModelAnswer<Email>> {
  return requestOk('GET', `/api/publiccomms/customer-comms/emails/${id}/${customerId}`);
}
