// Stripe.js, loaded only when the customer picks Stripe (research A2, points 1 and 2): the script comes from the
// address the checkout info gives (the API's sandbox offline, js.stripe.com in production) and only once it has
// loaded and defined window.Stripe is `loadStripe` called, from the `pure` entry, which then finds window.Stripe instead of injecting
// js.stripe.com itself.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { loadProviderScript } from './provider-script';

const clients = new Map<string, Promise<Stripe>>();

/** The Stripe client of a publishable key, loading Stripe.js from the given address the first time. */
export function loadStripeClient(scriptUrl: string, publicKey: string): Promise<Stripe> {
  const key = `${scriptUrl} ${publicKey}`;
  let client = clients.get(key);
  if (!client) {
    client = loadProviderScript(scriptUrl, 'Stripe')
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
