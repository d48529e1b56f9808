// The part of React Router the apps use. The library is shared through this module: every app gets the host's
// router instance (one context), and webpack keeps only these exports instead of the whole library. The host routes
// declaratively (BrowserRouter and route objects): the data router would add 17 KB gzip to every first view, and
// pages load their data through their feature's API module.
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavigationType,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { RouteObject } from 'react-router';
