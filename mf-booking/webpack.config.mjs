import { appConfig } from '../tools/webpack.mjs';
import { federation } from './module-federation.config.mjs';

export default appConfig({ appDir: import.meta.dirname, ...federation });
