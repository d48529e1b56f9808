/**
 * @jest-environment node
 */
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { PageDataContext, type PageAnswer, type PageDataSource } from './page-data';
import { useLoad } from './use-load';

function Greeting({ request }: { request: () => Promise<string> }) {
  const load = useLoad('greeting', request);
  return <p>{load.state === 'loaded' ? load.data : load.state}</p>;
}

/** The page's HTML once everything in it is ready, as the host's server writes it. */
function drawn(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        const html = new PassThrough();
        let text = '';
        html.on('data', (chunk: Buffer) => (text += chunk.toString()));
        html.on('end', () => resolve(text));
        stream.pipe(html);
      },
      onShellError: reject,
    });
  });
}

/** A server's page data source that counts how often each label was asked for. */
function recorder() {
  const loads = new Map<string, Promise<PageAnswer>>();
  const started: string[] = [];
  const source: PageDataSource = {
    record(label, request) {
      if (!loads.has(label)) {
        started.push(label);
        loads.set(
          label,
          request().then(
            (data): PageAnswer => ({ data }),
            (): PageAnswer => ({ failed: true }),
          ),
        );
      }
      return loads.get(label)!;
    },
  };
  return { source, started };
}

describe('useLoad on the host server', () => {
  it('waits for the load and draws its answer, asking once', async () => {
    const { source, started } = recorder();
    const request = jest.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve('hello'), 10)));
    const html = await drawn(
      <PageDataContext value={source}>
        <Greeting request={request} />
      </PageDataContext>,
    );
    expect(html).toBe('<p>hello</p>');
    expect(request).toHaveBeenCalledTimes(1);
    expect(started).toEqual(['greeting']);
  });

  it('draws a failed load as failed', async () => {
    const { source } = recorder();
    const html = await drawn(
      <PageDataContext value={source}>
        <Greeting request={() => Promise.reject(new Error('Down'))} />
      </PageDataContext>,
    );
    expect(html).toBe('<p>failed</p>');
  });
});
