// The part of react-i18next the apps use, shared through this module like the router: every app gets the host's
// copy (one context for the shared i18next instance), and webpack keeps only these exports instead of the whole
// library (<Trans> and its HTML parser, the higher-order components, the server-side helpers).
export { I18nextProvider, useTranslation } from 'react-i18next';
