import { useEffect, useMemo, useState } from 'react';
import { getLevelProviderLink, getLevels } from '@club/shared-contracts/api/levels';
import { apiUrl } from '@club/shared-contracts/api-origin';
import { useFormatDate } from '@club/shared-contracts/dates';
import { LevelProvider } from '@club/shared-contracts/entities';
import { isApiError, loadFailed } from '@club/shared-contracts/http';
import type { LevelEntry } from '@club/shared-contracts/level-entities';
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
 * change (comments, date, the match it came from, the signed change and the new level, two decimals). With no
 * levels, a link to the provider to link the account, or the no-level text when the club offers no link; a failed
 * load shows the server's errorMsg or 'Crash'.
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
  return (
    <div className={styles.page} aria-busy={load.state === 'loading'}>
      <h1 className={styles.title}>{t('Levels')}</h1>
      {load.state === 'loading' && <LevelsSkeleton />}
      {load.state === 'failed' && <Alert variant="error">{load.errorMsg ?? t('Crash')}</Alert>}
      {load.state === 'loaded' && customerId !== null && load.panels.length === 0 && (
        <NoLevels customerId={customerId} />
      )}
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

/**
 * No levels: the provider's authorisation page to link the account (Taykus, whose app the no-level text names), or,
 * when the club gives no link, the no-level text.
 */
function NoLevels({ customerId }: { customerId: number }) {
  const { t } = useTranslation('booking');
  const request = useMemo(
    () => () => getLevelProviderLink(customerId, LevelProvider.Taykus).then((answer) => answer.model),
    [customerId],
  );
  const link = useLoad('level provider link', request);
  if (link.state === 'loading') return <Skeleton shape="line" width="12rem" height="1.5rem" />;
  if (link.state === 'failed') return <p>{t(noLevelText)}</p>;
  const href = providerAuthorizeUrl(
    link.data,
    apiUrl,
    window.location.origin,
    paths.linkLevelProvider(LevelProvider.Taykus),
  );
  return (
    <p>
      <a href={href} className={styles.linkAccount}>
        {t('Link your account')}
      </a>
    </p>
  );
}
