// A remote shows another remote's exposed widget without importing it (ARCHITECTURE 2 and 3): the host, which
// loads remotes, provides at start the component that loads and renders one, and remotes place it by name.
import { createElement, type ComponentType, type ReactElement } from 'react';
import type { RemoteName } from '@club/shared-contracts/remote-modules';

/** Which widget: a remote and one of its exposed modules that satisfies WidgetModule. */
export interface RemoteWidgetProps {
  remote: RemoteName;
  exposed: string;
}

/** The shop's popular-products carousel (the payment return pages show it). */
export const popularProductsWidget: RemoteWidgetProps = { remote: 'mf_shop', exposed: './popular-products' };

let renderer: ComponentType<RemoteWidgetProps> | null = null;

/** Host only: registers at start the component that loads a remote's widget and renders it, failing on its own. */
export function provideRemoteWidgets(component: ComponentType<RemoteWidgetProps>): void {
  renderer = component;
}

/**
 * Another remote's widget, loaded through the host; throws when the host has not started (a programming error, not
 * a user error).
 */
export function RemoteWidgetSlot(props: RemoteWidgetProps): ReactElement {
  if (!renderer) throw new Error('Remote widgets are not provided: the host registers them at start');
  return createElement(renderer, props);
}
