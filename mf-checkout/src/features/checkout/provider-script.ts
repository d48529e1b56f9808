// A payment provider's browser script (Stripe.js, netpay.min.js, Accept.js, Razorpay's checkout.js, ...), loaded
// only when the customer picks that provider: the address comes from the checkout info or answer (the API's sandbox
// offline, the provider's own site in production), relative addresses resolve against the API like every API address.
import { apiUrl } from '@club/shared-contracts/api-origin';
import { isWebAddress } from './web-address';

const scripts = new Map<string, Promise<unknown>>();

function providerGlobal(globalName: string): unknown {
  return (window as unknown as Record<string, unknown>)[globalName];
}

/**
 * Loads the script at `url` once (one tag per address, however often it is asked for) and resolves with
 * window[globalName] once the script has loaded and defined it; rejects when the address is not a web address, the
 * script fails to load or loads without defining the global. A failed load is tried again on the next request.
 */
export function loadProviderScript(url: string, globalName: string): Promise<unknown> {
  const address = apiUrl(url);
  let loading = scripts.get(address);
  if (!loading) {
    loading = new Promise<unknown>((resolve, reject) => {
      if (!isWebAddress(address)) {
        reject(new Error(`${globalName} cannot load from ${address}`));
        return;
      }
      const script = document.createElement('script');
      script.src = address;
      script.async = true;
      script.addEventListener('load', () => {
        const loaded = providerGlobal(globalName);
        if (loaded === undefined) reject(new Error(`${address} loaded without defining ${globalName}`));
        else resolve(loaded);
      });
      script.addEventListener('error', () => reject(new Error(`${globalName} did not load from ${address}`)));
      document.head.appendChild(script);
    });
    loading.catch(() => scripts.delete(address));
    scripts.set(address, loading);
  }
  return loading;
}
