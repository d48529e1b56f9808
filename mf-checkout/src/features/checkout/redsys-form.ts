import type { RedsysData } from '@club/shared-contracts/checkout-entities';
import { apiUrl } from '@club/shared-contracts/api-origin';
import { isWebAddress } from './web-address';

const redsysFields = ['Ds_SignatureVersion', 'Ds_MerchantParameters', 'Ds_Signature'] as const;

/**
 * Posts the signed Redsys form to the provider's payment page (research A1): a hidden form with the three Ds_ fields,
 * submitted at once, which leaves the site. The page is the provider's, so its origin cannot be checked against
 * ours; only web addresses are accepted (never javascript: or data:). Returns false when the address is refused.
 */
export function postRedsysForm(data: RedsysData): boolean {
  // The sandbox's page is given relative to the API, like every API address.
  const action = apiUrl(data.url);
  if (!isWebAddress(action)) return false;
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.hidden = true;
  for (const name of redsysFields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = data[name];
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  return true;
}
