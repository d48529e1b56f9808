import { placeOfferMail } from '../comms/mails.ts';
import type { OutboxRepository } from '../comms/outbox-repository.ts';
import type { CustomerRepository } from '../customers/customer-repository.ts';
import type { SettingsRepository } from '../settings/settings-repository.ts';
import type { ByPlaceStore } from './byplace-store.ts';
import { clubDateText, clubMoment, hourText } from './club-time.ts';
import { OFFER_MINUTES, type PlaceOffer } from './waiting-list.ts';

/** What telling a customer of a place offered needs. */
export interface PlaceOfferDeps {
  customers: CustomerRepository;
  settings: SettingsRepository;
  outbox: OutboxRepository;
  timeZone: () => string;
  /** The by-place store (read only here), given late because the store is built with this notifier. */
  store: () => ByPlaceStore;
}

/**
 * Tells a customer of the waiting list that a place is theirs for OFFER_MINUTES: a message in their communications
 * (the outbox) with the link to the join page. A child's message goes to the parent's address.
 */
export function placeOfferNotifier(deps: PlaceOfferDeps): (offer: PlaceOffer) => void {
  return (offer) => {
    const customer = deps.customers.findById(offer.customerId);
    const parent = customer?.parentId ? deps.customers.findById(customer.parentId) : undefined;
    const email = customer?.email ?? parent?.email;
    const booking = deps.store().find(offer.bookingId);
    if (!customer || !email || !booking) return;
    const resources = deps
      .store()
      .resourcesOf(booking.id)
      .map((resource) => resource.name)
      .join(' + ');
    const until = clubMoment(offer.expiresAt, deps.timeZone());
    deps.outbox.queue(
      placeOfferMail(
        { customerId: customer.id, email, name: customer.name },
        deps.settings.getSettings()?.title ?? '',
        {
          bookingId: booking.id,
          booking: `${booking.typeName} · ${resources} · ${clubDateText(booking.day)} ${hourText(booking.start)}`,
          until: hourText(until.minute),
          minutes: OFFER_MINUTES,
        },
      ),
    );
  };
}
