/** What a page's Markdown twin keeps of its source. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { markdownTwin, withoutMdxComments } from '../../src/content/markdown-twin.js';

describe('the Markdown twin', () => {
  it('leaves out MDX comments, which the page does not publish, inline and over several lines', () => {
    const twin = markdownTwin({
      title: 'Setup',
      source: '---\ntitle: Setup\n---\n\nRun it {/* not yet: say which flag */} now.\n\n{/* A note\nfor the editors only. */}\n\nDone.\n',
    });
    assert.equal(twin, '# Setup\n\nRun it  now.\n\nDone.\n');
    assert.doesNotMatch(twin, /editors|flag/);
  });

  it('keeps comment-like text inside code blocks, and code blocks as they are', () => {
    const text = 'Before.\n\n```jsx\n{/* shown as code */}\n\n\n```\n\n{/* gone */}\nAfter.\n';
    assert.equal(withoutMdxComments(text), 'Before.\n\n```jsx\n{/* shown as code */}\n\n\n```\n\nAfter.\n');
  });
});
