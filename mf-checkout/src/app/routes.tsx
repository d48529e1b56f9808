import type { RemoteRoutesModule } from '@club/shared-contracts/remote-modules';
import { comingSoonRoutes } from '@club/shared-ui/coming-soon';

// The pages of this remote come with their own steps; until then each route shows the coming-soon page.
export const routes: RemoteRoutesModule['routes'] = comingSoonRoutes('mf_checkout');
