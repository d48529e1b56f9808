import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { getAcademyCustomer } from '@club/shared-contracts/api/customers';
import type { Customer } from '@club/shared-contracts/entities';
import { loadFailed } from '@club/shared-contracts/http';
import { useSession } from '@club/shared-contracts/session';
import { useSettings } from '@club/shared-contracts/settings';
import { Alert } from '@club/shared-ui/alert';
import { useSearchParams } from '@club/shared-ui/router';
import { Skeleton } from '@club/shared-ui/skeleton';
import { Tabs } from '@club/shared-ui/tabs';
import { AddressTab } from './address-tab';
import { valuesAfterSave, valuesOf, type AccountPart, type AccountValues } from './account-values';
import { birthDateFormat } from './birth-date';
import { CreditCardsTab } from './credit-cards-tab';
import { DeleteAccountTab } from './delete-account-tab';
import { PersonalDataTab } from './personal-data-tab';
import styles from './account-page.module.css';
import './texts';

// The tabs of the account page, by the id the `tab` query parameter names.
const accountTabs = ['personal-data', 'address', 'credit-cards', 'delete-account'] as const;
type AccountTab = (typeof accountTabs)[number];

const tabLabels: Record<AccountTab, string> = {
  'personal-data': 'Personal Data',
  address: 'Address',
  'credit-cards': 'Credit Cards',
  'delete-account': 'Delete Account',
};

type AccountRecord =
  { state: 'loading' } | { state: 'loaded'; customer: Customer; values: AccountValues } | { state: 'failed' };

/**
 * The account page (/account, document 1, 2.13) of the customer the session acts for (a child profile when one is
 * selected): four tabs, the selected one in the URL (?tab=address) so a reload or a shared link opens it again.
 */
export function AccountPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('My profile'));
  const { customer } = useSession();
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId}>{t('My profile')}</h1>
      {/* The route is private: the host asks for the login before there is a customer to act for. */}
      {customer && <AccountTabs key={customer.currentId} customerId={customer.currentId} />}
    </section>
  );
}

function AccountTabs({ customerId }: { customerId: number }) {
  const { t } = useTranslation('account');
  const dateFormat = birthDateFormat(useSettings().DateFormat);
  const [searchParams, setSearchParams] = useSearchParams();
  const [record, setRecord] = useState<AccountRecord>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // The record starts as loading, and Retry sets it so again before it asks.
    let current = true;
    getAcademyCustomer(customerId).then(
      (answer) =>
        current &&
        setRecord({ state: 'loaded', customer: answer.model, values: valuesOf(answer.model, dateFormat) }),
      (error: unknown) => {
        loadFailed('account', error);
        if (current) setRecord({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [customerId, attempt, dateFormat]);

  const retry = () => {
    setRecord({ state: 'loading' });
    setAttempt((count) => count + 1);
  };
  const change = (changes: Partial<AccountValues>) =>
    setRecord((shown) =>
      shown.state === 'loaded' ? { ...shown, values: { ...shown.values, ...changes } } : shown,
    );
  const saved = (part: AccountPart) => (customer: Customer) =>
    setRecord((shown) =>
      shown.state === 'loaded'
        ? { state: 'loaded', customer, values: valuesAfterSave(part, shown.values, customer, dateFormat) }
        : shown,
    );

  const form = (part: AccountPart) => {
    if (record.state === 'loading') {
      return (
        <div aria-busy="true" className={styles.loading}>
          <Skeleton shape="line" width="40%" />
          <Skeleton shape="rect" height={44} />
          <Skeleton shape="line" width="40%" />
          <Skeleton shape="rect" height={44} />
          <Skeleton shape="line" width="40%" />
          <Skeleton shape="rect" height={44} />
        </div>
      );
    }
    if (record.state === 'failed') {
      return (
        <Alert variant="error" action={{ label: t('Retry'), onClick: retry }}>
          {t('Your data could not be loaded.')}
        </Alert>
      );
    }
    const props = {
      customer: record.customer,
      values: record.values,
      dateFormat,
      onChange: change,
      onSaved: saved(part),
    };
    return part === 'personal-data' ? <PersonalDataTab {...props} /> : <AddressTab {...props} />;
  };

  const contents: Record<AccountTab, ReactNode> = {
    'personal-data': form('personal-data'),
    address: form('address'),
    'credit-cards': <CreditCardsTab customerId={customerId} />,
    'delete-account': <DeleteAccountTab customerId={customerId} />,
  };

  const requested = searchParams.get('tab');
  const selected = accountTabs.find((tab) => tab === requested) ?? 'personal-data';

  return (
    <Tabs
      label={t('Account sections')}
      value={selected}
      onChange={(tab) =>
        // Replaced, not pushed: moving between tabs is not a page the Back button should step through.
        setSearchParams(tab === 'personal-data' ? {} : { tab }, { replace: true })
      }
      items={accountTabs.map((tab) => ({ id: tab, label: t(tabLabels[tab]), content: contents[tab] }))}
    />
  );
}
