// The router of a page drawn on the server (the host's server build): the address is the request's, and nothing
// navigates. Apart from router.ts so that the browser's start does not carry it.
export { StaticRouter } from 'react-router';
