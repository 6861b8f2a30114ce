/**
 * Card threads: cards queued on one thread are shared with threads added
 * later (`widen`), and every thread draws the same bytes for a card.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CardThreads } from '../../src/seo/cards/card-thread.js';
import type { CardContent } from '../../src/seo/cards/draw-card.js';

const font = readFileSync(createRequire(import.meta.url).resolve('@fontsource/inter/files/inter-latin-700-normal.woff'));
const style = { key: 'test', style: { background: '#ffffff', text: '#1c1e21', muted: '#525860', accent: '#1f6e45', font } };
const card = (i: number): CardContent => ({ site: 'Fixture', title: `Page number ${i}`, section: 'Docs', host: 'example.com' });

describe('card threads', () => {
  const one = new CardThreads();
  const two = new CardThreads();
  after(() => Promise.all([one.close(), two.close()]));

  it('draws the queued cards on the added thread too, and the same JPEG bytes as one thread', async () => {
    const cards = Array.from({ length: 60 }, (_, i) => card(i));
    const alone = await Promise.all(cards.map((c) => one.draw(c, style)));
    const drawing = cards.map((c) => two.draw(c, style));
    two.widen(2);
    assert.equal(two.threadCount, 2, 'a second thread shares the waiting cards');
    const shared = await Promise.all(drawing);
    for (const [i, image] of shared.entries()) {
      assert.deepEqual([...image.subarray(0, 3)], [0xff, 0xd8, 0xff], 'a JPEG');
      assert.ok(image.equals(alone[i]!), `card ${i} is the same whichever thread drew it`);
    }
  });

  it('adds no thread when too few cards wait to pay for its start', async () => {
    const few = new CardThreads();
    try {
      const drawing = [few.draw(card(1), style), few.draw(card(2), style)];
      few.widen(4);
      assert.equal(few.threadCount, 1);
      await Promise.all(drawing);
    } finally {
      await few.close();
    }
  });
});
