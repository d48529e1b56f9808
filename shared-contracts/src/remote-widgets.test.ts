import { popularProductsWidget, provideRemoteWidgets, RemoteWidgetSlot } from './remote-widgets';

test('a widget slot before the host started is a programming error', () => {
  expect(() => RemoteWidgetSlot(popularProductsWidget)).toThrow('Remote widgets are not provided');
});

test('a widget slot renders the widget through the component the host provided', () => {
  const hostWidget = () => null;
  provideRemoteWidgets(hostWidget);
  const element = RemoteWidgetSlot(popularProductsWidget);
  expect(element.type).toBe(hostWidget);
  expect(element.props).toEqual({ remote: 'mf_shop', exposed: './popular-products' });
});
