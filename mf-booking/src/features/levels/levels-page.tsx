import { useEffect, useMemo, useState } from 'react';
import { getLevelProviderLink, getLevels } from '@club/shared-contracts/api/levels';
import { apiUrl } from '@club/shared-contracts/api-origin';
import { useFormatDate } from '@club/shared-contracts/dates';
import { LevelProvider } from '@club/shared-contracts/entities';
import { isApiError, loadFailed } from '@club/shared-contracts/http';
import { levelProviderNames, type LevelEntry } from '@club/shared-contracts/level-entities';
import { paths } from '@club/shared-contracts/paths';
import { useSession } from '@club/shared-contracts/session';
import { useSettings } from '@club/shared-contracts/settings';
import { Accordion } from '@club/shared-ui/accordion';
import { Alert } from '@club/shared-ui/alert';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { Link } from '@club/shared-ui/router';
import { Skeleton } from '@club/shared-ui/skeleton';
import { useTranslation } from '@club/shared-ui/translation';
import { useLoad } from '@club/shared-ui/use-load';
import { formatLevel, formatLevelChange } from '../../lib/level-format';
import { levelPanels, providerAuthorizeUrl, type LevelPanel } from './level-panels';
import { noLevelText } from './texts';
import styles from './levels-page.module.css';

/** What the page knows of the levels: loading, loaded, or failed with the server's errorMsg (null: 'Crash'). */
type LevelsLoad =
  | { state: 'loading' }
  | { state: 'loaded'; panels: LevelPanel[] }
  | { state: 'failed'; errorMsg: string | null };

/** The server's reason of a failure, or null when there is none to show (no answer, a broken one). */
const reasonOf = (error: unknown): string | null =>
  isApiError(error) && (error.kind === 'rejected' || error.kind === 'http') && error.errorMsg
    ? error.errorMsg
    : null;

/**
 * Levels (document 2, 2.8 and 4): one collapsible panel per sport and provider, the first expanded, each row a
 * change (comments, date, the match it came from, the signed change and the new level, two decimals). Each provider
 * the customer has no levels of yet is offered to link the account at, or with no levels and no link the no-level
 * text; a failed load shows the server's errorMsg or 'Crash'.
 */
export function LevelsPage() {
  const { t } = useTranslation('booking');
  useDocumentTitle(t('Levels'));
  const customerId = useSession().customer?.currentId ?? null;
  const [answered, setAnswered] = useState<{ customerId: number; load: LevelsLoad } | null>(null);

  useEffect(() => {
    if (customerId === null) return;
    let current = true;
    getLevels(customerId).then(
      (answer) => {
        if (current)
          setAnswered({ customerId, load: { state: 'loaded', panels: levelPanels(answer.model) } });
      },
      (error: unknown) => {
        loadFailed('levels', error);
        if (current) setAnswered({ customerId, load: { state: 'failed', errorMsg: reasonOf(error) } });
      },
    );
    return () => {
      current = false;
    };
  }, [customerId]);

  // An answer for another profile is not this one's (a parent switching to a child).
  const load: LevelsLoad =
    answered && answered.customerId === customerId ? answered.load : { state: 'loading' };
  const unlinked = useMemo(
    () => unlinkedProviders(answered?.load.state === 'loaded' ? answered.load.panels : []),
    [answered],
  );
  return (
    <div className={styles.page} aria-busy={load.state === 'loading'}>
      <h1 className={styles.title}>{t('Levels')}</h1>
      {load.state === 'loading' && <LevelsSkeleton />}
      {load.state === 'failed' && <Alert variant="error">{load.errorMsg ?? t('Crash')}</Alert>}

      {load.state === 'loaded' && load.panels.length > 0 && (
        <Accordion
          headingLevel={2}
          items={load.panels.map((panel) => ({
            id: panel.id,
            title: t('{{sport}} · {{provider}}', { sport: t(panel.sport), provider: panel.providerName }),
            defaultExpanded: panel.expanded,
            content: <LevelRows levels={panel.levels} />,
          }))}
        />
      )}
      {load.state === 'loaded' && customerId !== null && (
        <ProviderLinks customerId={customerId} unlinked={unlinked} hasLevels={load.panels.length > 0} />
      )}
    </div>
  );
}

/** The room of two closed panels and an open one, so the page does not jump when the levels arrive. */
function LevelsSkeleton() {
  return (
    <div className={styles.skeleton}>
      <Skeleton shape="rect" height="3rem" />
      <Skeleton shape="rect" height="12rem" />
      <Skeleton shape="rect" height="3rem" />
    </div>
  );
}

function LevelRows({ levels }: { levels: LevelEntry[] }) {
  const { t } = useTranslation('booking');
  const settings = useSettings();
  const { dateOnly } = useFormatDate();
  return (
    <table className={styles.levels}>
      <thead>
        <tr>
          <th scope="col">{t('Comments')}</th>
          <th scope="col">{t('Date')}</th>
          <th scope="col">{t('Match')}</th>
          <th scope="col">{t('Level change')}</th>
          <th scope="col">{t('New level')}</th>
        </tr>
      </thead>
      <tbody>
        {levels.map((entry, index) => (
          <tr key={`${entry.date}-${index}`}>
            <td data-label={t('Comments')}>{entry.comments}</td>
            <td data-label={t('Date')}>{dateOnly(entry.date)}</td>
            <td data-label={t('Match')}>
              {entry.parentId !== null && (
                <Link to={paths.bookingJoin(entry.parentId)}>{t('See match')}</Link>
              )}
            </td>
            <td data-label={t('Level change')} className={styles.number}>
              {formatLevelChange(settings, entry.modification)}
            </td>
            <td data-label={t('New level')} className={styles.number}>
              {formatLevel(settings, entry.newLevel)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every provider the API links, in the order the site names them. */
const providers = Object.values(LevelProvider);

/** The providers the customer has no levels of yet. */
const unlinkedProviders = (panels: readonly LevelPanel[]): LevelProvider[] =>
  providers.filter((provider) => !panels.some((panel) => panel.provider === provider));

/**
 * Linking the account at each level provider the customer has no levels of yet (Taykus, World Padel Rating): its
 * name, what linking does, and its authorisation page. With no levels and no provider to link, the no-level text.
 */
function ProviderLinks({
  customerId,
  unlinked,
  hasLevels,
}: {
  customerId: number;
  unlinked: readonly LevelProvider[];
  hasLevels: boolean;
}) {
  const { t } = useTranslation('booking');
  const request = useMemo(
    () => () =>
      Promise.allSettled(
        unlinked.map((provider) =>
          getLevelProviderLink(customerId, provider).then((answer) => ({
            provider,
            href: providerAuthorizeUrl(
              answer.model,
              apiUrl,
              window.location.origin,
              paths.linkLevelProvider(provider),
            ),
          })),
        ),
      ).then((answers) =>
        // A provider the club does not link is left out; the others are still offered.
        answers.flatMap((answer) => {
          if (answer.status === 'fulfilled') return [answer.value];
          loadFailed('level provider link', answer.reason);
          return [];
        }),
      ),
    [customerId, unlinked],
  );
  const links = useLoad('level provider links', request);
  if (links.state === 'loading') return <Skeleton shape="line" width="12rem" height="1.5rem" />;
  const offered = links.state === 'loaded' ? links.data : [];
  if (offered.length === 0) return hasLevels ? null : <p>{t(noLevelText)}</p>;
  return (
    <section className={styles.providers} aria-labelledby="level-providers">
      <h2 id="level-providers" className={styles.providersTitle}>
        {t('Level providers')}
      </h2>
      <ul className={styles.providerList}>
        {offered.map(({ provider, href }) => (
          <li key={provider}>
            <a href={href} className={styles.linkAccount}>
              {t('Link your account with {{provider}}', { provider: levelProviderNames[provider] })}
            </a>
            <p className={styles.providerNote}>
              {t('Your {{provider}} levels come to the club: they show here and count to join matches.', {
                provider: levelProviderNames[provider],
              })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
