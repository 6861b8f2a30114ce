/**
 * A navbar `type: 'dropdown'` item: what the schema takes, and the coded
 * message, at the item's key, for each way of writing one wrong.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { configIssuesToDiagnostics } from '../../src/config/friendly-errors.js';
import { siteConfigSchema } from '../../src/config/schema.js';
import type { Diagnostic } from '../../src/core/diagnostics.js';

const withItem = (item: unknown) => ({ title: 'T', url: 'https://example.com', navbar: { items: [{ label: 'Docs', to: '/docs' }, item] } });

/** The diagnostics of a config whose second navbar item is `item`. */
function problems(item: unknown): Diagnostic[] {
  const input = withItem(item);
  const parsed = siteConfigSchema.safeParse(input);
  return parsed.success ? [] : configIssuesToDiagnostics(parsed.error.issues, siteConfigSchema, input, 'site.config.ts');
}

const messages = (item: unknown) => problems(item).map((d) => `${d.code} ${d.message}`);

describe('navbar dropdown items in the config', () => {
  it('takes a label, a position and links to routes and URLs, with their own options', () => {
    const config = siteConfigSchema.parse(
      withItem({
        type: 'dropdown',
        label: 'Community',
        position: 'right',
        title: 'Elsewhere',
        items: [
          { label: 'Forum', href: 'https://forum.example.com', icon: 'discord', ariaLabel: 'Community forum' },
          { label: 'Guide', to: '/docs/guide', activeBasePath: '/docs', title: 'The guide' },
        ],
      }),
    );
    const dropdown = config.navbar.items[1]!;
    assert.equal(dropdown.type, 'dropdown');
    assert.equal(dropdown.position, 'right');
    assert.deepEqual(dropdown.items, [
      { label: 'Forum', href: 'https://forum.example.com', icon: 'discord', ariaLabel: 'Community forum' },
      { label: 'Guide', to: '/docs/guide', activeBasePath: '/docs', title: 'The guide' },
    ]);
  });

  it('a dropdown without items, or with none, or without a label, says what it needs', () => {
    assert.deepEqual(messages({ type: 'dropdown', label: 'More' }), [
      'config/invalid-value "navbar.items[1].items": a dropdown needs its links: items: [{ label, to }].',
    ]);
    assert.match(messages({ type: 'dropdown', label: 'More', items: [] }).join('\n'), /config\/invalid-value "navbar\.items\[1\]\.items": .*>=1 items/);
    assert.deepEqual(messages({ type: 'dropdown', items: [{ label: 'Guide', to: '/guide' }] }), [
      'config/invalid-value "navbar.items[1].label": a dropdown needs the label that opens it.',
    ]);
  });

  it('a link on the dropdown itself is refused: its label opens the menu', () => {
    assert.deepEqual(messages({ type: 'dropdown', label: 'More', to: '/more', items: [{ label: 'Guide', to: '/guide' }] }), [
      'config/invalid-value "navbar.items[1].to": a dropdown\'s label opens its menu and is not a link itself: put this link among its items; got "/more".',
    ]);
  });

  it('items on an item that is not a dropdown are refused', () => {
    assert.deepEqual(messages({ label: 'More', to: '/more', items: [{ label: 'Guide', to: '/guide' }] }), [
      `config/invalid-value "navbar.items[1].items": only a menu has items: add type: 'dropdown'; got [{"label":"Guide","to":"/guide"}].`,
    ]);
  });

  it('each link needs a label and one target, a path or a safe URL, and has no keys of its own', () => {
    const dropdown = (link: unknown) => messages({ type: 'dropdown', label: 'More', items: [link] });
    assert.deepEqual(dropdown({ to: '/guide' }), ['config/invalid-value "navbar.items[1].items[0].label" is required: expected string.']);
    assert.deepEqual(dropdown({ label: 'Guide' }), [
      'config/invalid-value "navbar.items[1].items[0]": a menu entry links somewhere: set `to` or `href`, not both; got {"label":"Guide"}.',
    ]);
    assert.match(dropdown({ label: 'Guide', to: '/guide', href: 'https://example.com' }).join('\n'), /set `to` or `href`, not both/);
    assert.match(
      dropdown({ label: 'Guide', to: 'guide' }).join('\n'),
      /"navbar\.items\[1\]\.items\[0\]\.to" is not valid: expected a path starting with one "\/"/,
    );
    assert.match(dropdown({ label: 'Run', href: 'javascript:alert(1)' }).join('\n'), /"navbar\.items\[1\]\.items\[0\]\.href"/);
    const unknown = problems({ type: 'dropdown', label: 'More', items: [{ label: 'Guide', to: '/guide', position: 'left' }] });
    assert.equal(unknown[0]?.code, 'config/unknown-key');
    assert.match(unknown[0]?.message ?? '', /"navbar\.items\[1\]\.items\[0\]\.position"/);
    assert.match(unknown[0]?.hint ?? '', /Known keys here: label, to, href, ariaLabel, title, icon, activeBasePath/);
  });
});
