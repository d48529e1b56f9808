import type { LevelGroup } from '@club/shared-contracts/level-entities';
import { levelPanels, providerAuthorizeUrl } from './level-panels';

const group = (sport: LevelGroup['sport'], provider: LevelGroup['provider']): LevelGroup => ({
  sport,
  provider,
  levels: [],
});

describe('level panels', () => {
  it('gives one panel per sport and provider in the order given, only the first expanded, providers by name', () => {
    const panels = levelPanels([
      group('Padel', 'Taykus'),
      group('Padel', 'WorldPadelRating'),
      group('Tennis', 'Taykus'),
    ]);
    expect(panels.map((panel) => [panel.id, panel.providerName, panel.expanded])).toEqual([
      ['Padel-Taykus', 'Taykus', true],
      ['Padel-WorldPadelRating', 'World Padel Rating', false],
      ['Tennis-Taykus', 'Taykus', false],
    ]);
    expect(levelPanels([])).toEqual([]);
  });

  it("sends the provider the site's link page as redirect_uri, whether the API answers a path or a URL", () => {
    const onApi = (path: string) => `http://api.test${path}`;
    expect(
      providerAuthorizeUrl(
        '/api/level-providers/Taykus/authorize',
        onApi,
        'http://site.test',
        '/levels/link-to-provider/Taykus',
      ),
    ).toBe(
      'http://api.test/api/level-providers/Taykus/authorize?redirect_uri=http%3A%2F%2Fsite.test%2Flevels%2Flink-to-provider%2FTaykus',
    );
    const sameOrigin = (path: string) => path;
    expect(
      providerAuthorizeUrl(
        'https://taykus.example/oauth?client=club',
        sameOrigin,
        'http://site.test',
        '/levels/x',
      ),
    ).toBe('https://taykus.example/oauth?client=club&redirect_uri=http%3A%2F%2Fsite.test%2Flevels%2Fx');
    expect(providerAuthorizeUrl('/authorize', sameOrigin, 'http://site.test', '/levels/x')).toBe(
      'http://site.test/authorize?redirect_uri=http%3A%2F%2Fsite.test%2Flevels%2Fx',
    );
  });
});
