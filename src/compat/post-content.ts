/**
 * The props of a plugin route's component with each blog post it is given
 * (a marked object, post-content-data.ts) made the component Docusaurus
 * gives: rendering it shows the post's content, and it carries `metadata`,
 * `frontMatter`, `assets`, `toc` and `contentTitle` as statics, as the
 * compiled post module exports them. The same on the server and in the browser.
 */
import { createElement, type FunctionComponent } from 'react';
import { POST_CONTENT_KEY, type PostContentData } from './post-content-data.js';

type PostComponent = FunctionComponent & Omit<PostContentData, 'html' | 'truncated'> & { contentTitle?: string };

export function withPostContent(value: unknown, made = new Map<PostContentData, PostComponent>()): unknown {
  if (Array.isArray(value)) return value.map((v) => withPostContent(v, made));
  if (!value || typeof value !== 'object') return value;
  const data = (value as Record<string, unknown>)[POST_CONTENT_KEY] as PostContentData | undefined;
  if (data) {
    let component = made.get(data);
    if (!component) made.set(data, (component = postComponent(data)));
    return component;
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withPostContent(v, made)]));
}

function postComponent({ html, truncated: _truncated, ...statics }: PostContentData): PostComponent {
  // biome-ignore lint/correctness/noComponentHookFactories: a component per post, as Docusaurus has a module per post; made once per page's props (withPostContents).
  const Post = () => createElement('div', { dangerouslySetInnerHTML: { __html: html } });
  return Object.assign(Post, statics, { contentTitle: typeof statics.metadata.title === 'string' ? statics.metadata.title : undefined });
}

const revived = new WeakMap<object, Record<string, unknown>>();

/** A route's props with its posts made components, once per props object (so a render again keeps the same components). */
export function withPostContents(props: Record<string, unknown>): Record<string, unknown> {
  let value = revived.get(props);
  if (!value) revived.set(props, (value = withPostContent(props) as Record<string, unknown>));
  return value;
}
