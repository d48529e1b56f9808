import { Outlet } from '@club/shared-ui/router';
import styles from './layouts.module.css';

/** The bare layout of downloads and account linking: no menu, no footer. */
export function SecureLayout() {
  return (
    <main id="main" className={styles.main}>
      <Outlet />
    </main>
  );
}
