// Stripe.js, loaded only when the customer picks Stripe (research A2, points 1 and 2): the script comes from the
// address the checkout info gives (the API's sandbox offline, js.stripe.com in production) and only once it has
// loaded is `loadStripe` called, from the `pure` entry, which then finds window.Stripe instead of injecting
// js.stripe.com itself.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { apiUrl } from '@club/shared-contracts/api-origin';
import { isWebAddress } from './web-address';

const scripts = new Map<string, Promise<void>>();
const clients = new Map<string, Promise<Stripe>>();

function loadScript(address: string): Promise<void> {
  // The sandbox's script is given relative to the API, like every API address.
  const url = apiUrl(address);
  let loading = scripts.get(url);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      if (!isWebAddress(url)) {
        reject(new Error(`Stripe.js cannot load from ${url}`));
        return;
      }
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => reject(new Error(`Stripe.js did not load from ${url}`)));
      document.head.appendChild(script);
    });
    // A failed load is tried again the next time (a new tag), not remembered.
    loading.catch(() => scripts.delete(url));
    scripts.set(url, loading);
  }
  return loading;
}

/** The Stripe client of a publishable key, loading Stripe.js from the given address the first time. */
export function loadStripeClient(scriptUrl: string, publicKey: string): Promise<Stripe> {
  const key = `${scriptUrl} ${publicKey}`;
  let client = clients.get(key);
  if (!client) {
    client = loadScript(scriptUrl)
      .then(() => loadStripe(publicKey))
      .then((stripe) => {
        if (!stripe) throw new Error('Stripe.js loaded without a Stripe client');
        return stripe;
      });
    client.catch(() => clients.delete(key));
    clients.set(key, client);
  }
  return client;
}
