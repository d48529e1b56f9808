// The part of React Router the apps use. The library is shared through this module: every app gets the host's
// router instance (one context), and webpack keeps only these exports instead of the whole library.
export {
  createBrowserRouter,
  Link,
  NavLink,
  Outlet,
  redirect,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { LoaderFunctionArgs, RouteObject } from 'react-router';
// The DOM variant wires React DOM's flushSync into navigation updates.
export { RouterProvider } from 'react-router/dom';
