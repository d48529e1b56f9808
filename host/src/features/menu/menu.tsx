import { useState, type ReactNode } from 'react';
import { Link, NavLink } from '@club/shared-ui/router';
import { useTranslation } from 'react-i18next';
import { paths } from '@club/shared-contracts/paths';
import { useSession, requestLogin, logOut } from '@club/shared-contracts/session';
import { useSettings, uploadUrl } from '@club/shared-contracts/settings';
import { Button } from '@club/shared-ui/button';
import { LanguageSwitch } from './language-switch';
import { useHoldsVouchers } from './held-vouchers';
import styles from './menu.module.css';

/** The main menu: the club's logo, the sections of the site, the language and the login; `cart` is the cart button. */
export function Menu({ cart }: { cart?: ReactNode }) {
  const { t } = useTranslation('host');
  const settings = useSettings();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const holdsVouchers = useHoldsVouchers();
  const links = [
    { to: paths.home(), label: t('Home') },
    { to: `${paths.bookingTypes()}?bookings=true`, label: t('Bookings') },
    ...(settings.HasShop ? [{ to: paths.shop(), label: t('Shop') }] : []),
    { to: paths.blog(), label: t('Blog') },
    ...(holdsVouchers ? [{ to: paths.customerVouchers(), label: t('Recharge your voucher') }] : []),
  ];
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link className={styles.logo} to={paths.home()}>
          <img src={uploadUrl(settings, settings.Mainlogo)} alt={settings.title} />
        </Link>
        {cart}
        <Button
          className={styles.toggle}
          variant="secondary"
          aria-expanded={open}
          aria-controls="main-menu"
          onClick={() => setOpen((current) => !current)}
        >
          {t('Menu')}
        </Button>
        <nav
          id="main-menu"
          aria-label={t('Main menu')}
          className={`${styles.nav} ${open ? styles.open : ''}`}
        >
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink className={styles.link} to={link.to} end onClick={() => setOpen(false)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <LanguageSwitch />
            {session.isLoggedIn ? (
              <>
                <NavLink className={styles.link} to={paths.account()}>
                  {t('My Account')}
                </NavLink>
                <Button variant="secondary" onClick={logOut}>
                  {t('Logout')}
                </Button>
              </>
            ) : (
              <Button onClick={() => requestLogin()}>{t('Login')}</Button>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
