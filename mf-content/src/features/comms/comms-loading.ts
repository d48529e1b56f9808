import { useMemo } from 'react';
import { getCustomerComms, getCustomerEmail } from '@club/shared-contracts/api/comms';
import type { CustomerComms, Email } from '@club/shared-contracts/entities';
import { isApiError } from '@club/shared-contracts/http';
import { positiveWhole } from '@club/shared-contracts/positive-whole';
import { useSession } from '@club/shared-contracts/session';
import { useLoad, type Load } from '@club/shared-ui/use-load';

/** The customer in use (the profile selected); null before the login, which the host's guard has open. */
const useCustomerId = (): number | null => useSession().customer?.currentId ?? null;

/** The e-mails and SMS of the customer in use (GET /api/publiccomms/customer-comms/{customerId}). */
export function useCustomerComms(): Load<CustomerComms> {
  const customerId = useCustomerId();
  const request = useMemo(
    () => (customerId === null ? null : () => getCustomerComms(customerId).then((answer) => answer.model)),
    [customerId],
  );
  return useLoad('customer communications', request);
}

// The API answers 404 for an unknown e-mail and for another customer's alike, and 400 for an id out of its range.
const isNoSuchEmail = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

/** One of the customer's e-mails; null when the id names none of theirs. */
function loadCustomerEmail(id: number | null, customerId: number): Promise<Email | null> {
  if (id === null) return Promise.resolve(null);
  return getCustomerEmail(id, customerId).then(
    (answer) => answer.model,
    (error: unknown) => {
      if (isNoSuchEmail(error)) return null;
      throw error;
    },
  );
}

/** One e-mail of the customer in use; null when the id names none of theirs (the page shows not found). */
export function useCustomerEmail(idParam: string | undefined): Load<Email | null> {
  const customerId = useCustomerId();
  const id = positiveWhole(idParam);
  const request = useMemo(
    () => (customerId === null ? null : () => loadCustomerEmail(id, customerId)),
    [id, customerId],
  );
  return useLoad('customer e-mail', request);
}
