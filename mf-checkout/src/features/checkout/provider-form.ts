import { apiUrl } from '@club/shared-contracts/api-origin';
import { isWebAddress } from './web-address';

/**
 * Posts a hidden form to a provider's page (Redsys's payment page, Transbank's Webpay and Oneclick pages), submitted
 * at once, which leaves the site. A sandbox's page is given relative to the API, like every API address; fields in the
 * address's query are posted as fields. The page is the provider's, so its origin cannot be checked against ours;
 * only web addresses are accepted (never javascript: or data:). Returns false when the address is refused.
 */
export function postProviderForm(url: string, fields: Readonly<Record<string, string>>): boolean {
  const address = apiUrl(url);
  if (!isWebAddress(address)) return false;
  const action = new URL(address, window.location.href);
  const posted = { ...Object.fromEntries(action.searchParams), ...fields };
  action.search = '';
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action.href;
  form.hidden = true;
  for (const [name, value] of Object.entries(posted)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  return true;
}
