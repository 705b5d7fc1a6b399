// An island in the pre-rendered HTML: its part's HTML inside a <site-island> that names its code, says when it wakes
// and carries only its own props; without the pre-renderer's names (the editor's preview) it is the plain HTML.
import { describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import { renderToString } from 'react-dom/server';
import { defineIsland, Island, IslandNamesContext } from '../../ui/island.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name} &amp; co</p>;
}

const greeting = defineIsland(Greeting, 'visible');
const unnamed = defineIsland(Greeting, 'idle');

const names = new Map([[greeting, 'blocks/greeting/hello']]);

function render(island = greeting) {
  return renderToString(
    <IslandNamesContext.Provider value={names}>
      <Island of={island} props={{ name: 'Aoife <Byrne>' }} />
    </IslandNamesContext.Provider>,
  );
}

describe('islands', () => {
  it('wrap the part in a <site-island> with its name, its wake condition and its props as JSON', () => {
    const island = parse(render()).querySelector('site-island');
    expect(island?.getAttribute('island')).toBe('blocks/greeting/hello');
    expect(island?.getAttribute('wake')).toBe('visible');
    expect(JSON.parse(island?.getAttribute('props') ?? '')).toEqual({ name: 'Aoife <Byrne>' });
    expect(island?.innerHTML).toBe('<p>Hello, Aoife &lt;Byrne> &amp; co</p>');
  });

  it('escape their props, so no value can end the attribute or open a tag', () => {
    const html = render();
    expect(html).not.toContain('<Byrne>');
  });

  it('are plain HTML where nothing names them (the editor preview, a page without JavaScript)', () => {
    expect(renderToString(<Island of={greeting} props={{ name: 'Aoife' }} />)).toBe(
      '<p>Hello, Aoife</p>'.replace('</p>', ' &amp; co</p>'),
    );
  });

  it('refuse to render when their definition is not the default export of an *.island.tsx file', () => {
    expect(() => render(unnamed)).toThrow(/\*\.island\.tsx/);
  });
});
