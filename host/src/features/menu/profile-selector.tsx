import { useId, useState } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { isApiError } from '@club/shared-contracts/http';
import { switchProfile, type StoredCustomer } from '@club/shared-contracts/session';
import styles from './menu.module.css';
import './texts';

/** What to tell about a failed switch: the server's message, else a translated one; null when already handled. */
function switchProblem(error: unknown, fallback: string): string | null {
  // A 401 has opened the login and a storage version change shows its own notice.
  if (isApiError(error, 'unauthorized') || isApiError(error, 'stale-version')) return null;
  return (isApiError(error) && error.errorMsg) || fallback;
}

/** Props of ProfileSelector. */
export interface ProfileSelectorProps {
  customer: StoredCustomer;
  /** Receives the message of a failed switch (shown under the menu), or null when a new switch starts. */
  onProblem: (message: string | null) => void;
}

/**
 * The child-profile selector (document 1, 2.3): the account holder (the parent while acting as a child) and the
 * children. It is disabled for a customer without children. Switching stores the child's session and reloads.
 */
export function ProfileSelector({ customer, onProblem }: ProfileSelectorProps) {
  const { t } = useTranslation('host');
  const id = useId();
  const [switching, setSwitching] = useState(false);
  const holder = customer.parent ?? customer;
  const profiles = [holder, ...customer.children];

  function choose(profileId: number) {
    setSwitching(true);
    onProblem(null);
    // On success the page reloads as the chosen profile, so only a failure comes back here.
    switchProfile(profileId).catch((error: unknown) => {
      setSwitching(false);
      onProblem(switchProblem(error, t('Your profile could not be changed. Please try again.')));
    });
  }

  return (
    <div className={styles.profile}>
      <label htmlFor={id} className="visually-hidden">
        {t('Profile')}
      </label>
      <select
        id={id}
        value={customer.currentId}
        disabled={customer.children.length === 0 || switching}
        aria-busy={switching || undefined}
        onChange={(event) => choose(Number(event.target.value))}
      >
        {profiles.map((profile) => (
          <option key={profile.id} value={profile.id}>
            {`${profile.name} ${profile.surname}`}
          </option>
        ))}
      </select>
    </div>
  );
}
