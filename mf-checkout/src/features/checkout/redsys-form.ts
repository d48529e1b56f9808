import type { RedsysData } from '@club/shared-contracts/checkout-entities';
import { postProviderForm } from './provider-form';

/**
 * Posts the signed Redsys form to the provider's payment page (research A1): a hidden form with the three Ds_ fields,
 * submitted at once, which leaves the site. Returns false when the page's address is refused.
 */
export function postRedsysForm(data: RedsysData): boolean {
  const { url, Ds_SignatureVersion, Ds_MerchantParameters, Ds_Signature } = data;
  return postProviderForm(url, { Ds_SignatureVersion, Ds_MerchantParameters, Ds_Signature });
}
