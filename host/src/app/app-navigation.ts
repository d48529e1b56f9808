import { useEffect } from 'react';
import { useNavigate } from '@club/shared-ui/router';

// Until the router has rendered, a navigation loads the page.
let navigate = (path: string) => window.location.assign(path);

/** Goes to a path of the site from code outside the components (the cart engine). */
export function navigateInApp(path: string): void {
  navigate(path);
}

/** Lets navigateInApp use the router (rendered once, in the root). */
export function useAppNavigation(): void {
  const routerNavigate = useNavigate();
  useEffect(() => {
    navigate = (path) => void routerNavigate(path);
  }, [routerNavigate]);
}
