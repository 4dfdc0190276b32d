// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { merge } from './merge';

describe('merging UI string files', () => {
  it('two files filling one key, at any depth, keep both', () => {
    const base = { app: { title: 'Grimoár' } };
    const screen = { rules: { title: 'Pravidla', sections: { triky: { title: 'Triky' } } } };
    const topic = { rules: { sections: { svitky: { title: 'Svitky' } } } };
    expect(merge(base, [screen, topic])).toEqual({
      app: { title: 'Grimoár' },
      rules: { title: 'Pravidla', sections: { triky: { title: 'Triky' }, svitky: { title: 'Svitky' } } },
    });
  });

  it('a string or list given twice keeps the later one, and the inputs are not changed', () => {
    const a = { x: { y: 'a', list: ['1'] } };
    const b = { x: { y: 'b', list: ['2', '3'] } };
    expect(merge({}, [a, b])).toEqual({ x: { y: 'b', list: ['2', '3'] } });
    expect(a).toEqual({ x: { y: 'a', list: ['1'] } });
  });
});
