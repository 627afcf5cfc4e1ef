import { describe, expect, it } from 'vitest';
import { readServerState, SERVER_STATE_ID, serverStateScript, type ServerRenderedState } from './server-rendered-page';

// The state a server-rendered page carries to the browser (docs/decisions/0055): a fund's name is
// data from outside (AMFI's files), so nothing in it may end the block or become markup.
const state = (schemeName: string): ServerRenderedState => ({
  viewport: 'mobile',
  queries: { mutations: [], queries: [{ queryKey: ['catalogue', 'detail', 1], queryHash: '["catalogue","detail",1]', state: { data: { schemeName } } } as never] },
});

describe('the server state block', () => {
  it('cannot be closed early by the data it carries, and reads back the same', () => {
    const hostile = 'Fund </script><script>alert(1)</script><!--';
    const html = serverStateScript(state(hostile));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html.endsWith('</script>')).toBe(true);
    expect(html).not.toContain('<!--');

    document.body.innerHTML = html;
    expect(readServerState(document)).toEqual(state(hostile));
  });

  it('is null on the plain shell and when unreadable', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readServerState(document)).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${SERVER_STATE_ID}">{not json</script>`;
    expect(readServerState(document)).toBeNull();
  });
});
