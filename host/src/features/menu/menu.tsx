import { useCallback, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { inHostApp, postToHostApp } from '@club/shared-contracts/host-app';
import { paths } from '@club/shared-contracts/paths';
import { logOut, requestLogin, useSession } from '@club/shared-contracts/session';
import { uploadUrl, useSettings } from '@club/shared-contracts/settings';
import { Alert } from '@club/shared-ui/alert';
import { Button } from '@club/shared-ui/button';
import { Link, useLocation } from '@club/shared-ui/router';
import { mobileMediaQuery, useMediaQuery } from '@club/shared-ui/use-media-query';
import { ContactDetails, SocialLinks } from '../../lib/club-contact';
import { GalleryThumbnails } from '../../lib/gallery-thumbnails';
import { AccountMenu } from './account-menu';
import { currentEntryIndex } from './current-entry';
import { useHoldsVouchers } from './held-vouchers';
import { LanguageSwitch } from './language-switch';
import { useMenuCatalog } from './menu-catalog';
import { ProfileSelector } from './profile-selector';
import { RecentPosts } from './recent-posts';
import styles from './menu.module.css';
import './texts';

/** Gallery thumbnails the menu shows (document 1, 9). */
const menuGalleryCount = { mobile: 6, desktop: 4 } as const;

/** Open or closed state that belongs to the page it was opened on: any navigation closes it. */
function useOpenOnThisPage(): [boolean, (open: boolean) => void] {
  const { key } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const setOpen = useCallback((open: boolean) => setOpenOn(open ? key : null), [key]);
  return [openOn === key, setOpen];
}

/** A message that belongs to the page it was given on, like the open state above. */
function useMessageOnThisPage(): [string | null, (message: string | null) => void] {
  const { key } = useLocation();
  const [given, setGiven] = useState<{ message: string; on: string } | null>(null);
  const setMessage = useCallback(
    (message: string | null) => setGiven(message === null ? null : { message, on: key }),
    [key],
  );
  return [given?.on === key ? given.message : null, setMessage];
}

/** Inside the club's app, Locations is the app's own screen: the site tells the app instead of navigating. */
function showLocationsInApp(event: MouseEvent<HTMLAnchorElement>): void {
  if (inHostApp() && postToHostApp({ type: 'locations' })) event.preventDefault();
}

interface MenuEntry {
  to: string;
  label: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * The main menu (document 1, 2.3): the club's logo, the sections of the site (some only when the club offers
 * them), the language, the login or the customer's profile selector and My Account dropdown, and the club's contact
 * details, gallery and recent posts. Under 768 px the sections sit in a panel opened by the Menu button. `search` is
 * the shop's search and `cart` the cart button.
 */
export function Menu({ search, cart }: { search?: ReactNode; cart?: ReactNode }) {
  const { t } = useTranslation('host');
  const settings = useSettings();
  const { customer } = useSession();
  const mobile = useMediaQuery(mobileMediaQuery);
  const catalog = useMenuCatalog();
  const holdsVouchers = useHoldsVouchers();
  const [panelOpen, setPanelOpen] = useOpenOnThisPage();
  const [accountOpen, setAccountOpen] = useOpenOnThisPage();
  const [profileProblem, setProfileProblem] = useMessageOnThisPage();
  const toggle = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  const entries: MenuEntry[] = [
    { to: paths.home(), label: t('Home') },
    ...(settings.HasShop ? [{ to: paths.shop(), label: t('Shop') }] : []),
    { to: paths.blog(), label: t('Blog') },
    ...(settings.RelatedClubs.length > 0
      ? [{ to: paths.locations(), label: t('Locations'), onClick: showLocationsInApp }]
      : []),
    // The entries that wait for a call come last, so their arrival moves nothing already drawn.
    ...(catalog.bookings ? [{ to: paths.bookingTypes('bookings'), label: t('Bookings') }] : []),
    ...(catalog.school ? [{ to: paths.bookingTypes('school'), label: t('School') }] : []),
    // The site has no memberships page of its own: memberships are sold in the shop, under their product type.
    ...(catalog.memberships
      ? [{ to: paths.shop({ type: catalog.membershipsType }), label: t('Memberships') }]
      : []),
    ...(holdsVouchers ? [{ to: paths.customerVouchers(), label: t('Recharge your voucher') }] : []),
  ];
  const current = currentEntryIndex(
    entries.map((entry) => entry.to),
    location,
  );

  function closePanelOnEscape(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !panelOpen) return;
    setPanelOpen(false);
    toggle.current?.focus();
  }

  return (
    <header className={styles.header}>
      <div className={styles.bar} onKeyDown={closePanelOnEscape}>
        <Link className={styles.logo} to={paths.home()}>
          <img src={uploadUrl(settings, settings.Mainlogo)} alt={settings.title} />
        </Link>
        {/* Before the panel it opens, so Tab goes from the button into the open panel. */}
        {mobile && (
          <Button
            ref={toggle}
            className={styles.toggle}
            variant="secondary"
            aria-expanded={panelOpen}
            aria-controls="main-menu"
            onClick={() => setPanelOpen(!panelOpen)}
          >
            {t('Menu')}
          </Button>
        )}
        <nav id="main-menu" aria-label={t('Main menu')} className={styles.nav} hidden={mobile && !panelOpen}>
          <ul className={styles.links}>
            {entries.map((entry, index) => (
              <li key={entry.label}>
                <Link
                  className={styles.link}
                  to={entry.to}
                  aria-current={index === current ? 'page' : undefined}
                  onClick={(event) => {
                    entry.onClick?.(event);
                    setPanelOpen(false);
                  }}
                >
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <LanguageSwitch />
            {customer ? (
              <>
                <ProfileSelector customer={customer} onProblem={setProfileProblem} />
                <AccountMenu open={accountOpen} onOpenChange={setAccountOpen} />
                <Button variant="secondary" onClick={() => logOut()}>
                  {t('Logout')}
                </Button>
              </>
            ) : (
              <>
                <Button onClick={() => requestLogin()}>{t('Login')}</Button>
                {settings.RegisterOn && (
                  <Button variant="secondary" onClick={() => requestLogin(null, 'register')}>
                    {t('Register')}
                  </Button>
                )}
              </>
            )}
          </div>
          {/* Drawn as the panel opens: the first view neither draws nor hydrates it, nor loads its gallery. */}
          {mobile && panelOpen && (
            <div className={styles.panelInfo}>
              <ContactDetails />
              <SocialLinks />
              <GalleryThumbnails count={menuGalleryCount.mobile} className={styles.gallery} />
            </div>
          )}
        </nav>
        <div className={styles.search}>{search}</div>
        <div className={styles.cart}>{cart}</div>
      </div>
      {!mobile && (
        <div className={styles.info}>
          {/* The open My Account dropdown lies over this row; the block keeps its place so nothing moves. */}
          <div className={styles.contactBlock} style={accountOpen ? { visibility: 'hidden' } : undefined}>
            <ContactDetails />
            <SocialLinks />
          </div>
          <GalleryThumbnails count={menuGalleryCount.desktop} className={styles.gallery} />
          <RecentPosts />
        </div>
      )}
      {profileProblem && (
        <Alert variant="error" className={styles.problem}>
          {profileProblem}
        </Alert>
      )}
    </header>
  );
}
