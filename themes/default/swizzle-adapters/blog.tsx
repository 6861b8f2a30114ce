/**
 * The blog's swizzled components: `BlogPostItem` (each post of a list page,
 * with `useBlogPost()`), `BlogLayout` (the frame of every blog page),
 * `BlogListPage`, `BlogTagsPostsPage` and `BlogPostPage` (the layouts), `BlogSidebar`.
 */
import type { ReactNode } from 'react';
import type { BlogListItem, BlogListPageData, BlogPostPageData, BlogSidebarData, LayoutProps } from 'mysite-ssg/client';
import { Markdown } from 'mysite-ssg/theme';
import { BlogPostContext, type BlogPostValue } from '../../../src/compat/docusaurus/plugin-content-blog/client.js';
import { adapter } from './adapt.js';
import { blogPostMetadata, docusaurusBlogSidebar, docusaurusToc } from './docusaurus-data.js';

function postValue(post: BlogListItem | BlogPostPageData, isBlogPostPage: boolean): BlogPostValue {
  const metadata = blogPostMetadata(post);
  return { metadata, frontMatter: metadata.frontMatter, assets: {}, toc: 'toc' in post ? docusaurusToc(post.toc) : [], isBlogPostPage };
}

function WithPost({ value, children }: { value: BlogPostValue; children: ReactNode }) {
  return <BlogPostContext.Provider value={value}>{children}</BlogPostContext.Provider>;
}

const postItem = adapter<{ post: BlogListItem; children?: ReactNode }>({
  props: ({ post }) => ({ children: <Markdown html={post.html} className="blog-excerpt" />, className: 'blog-post-item' }),
});

/** The post's context goes around the site's component, which reads it through `useBlogPost()`. */
export const BlogPostItem = {
  wrap: (Site: Parameters<typeof postItem.wrap>[0], Inner: Parameters<typeof postItem.wrap>[1]) => {
    const Swizzled = postItem.wrap(Site, Inner);
    return (props: { post: BlogListItem }) => (
      <WithPost value={postValue(props.post, false)}>
        <Swizzled {...props} />
      </WithPost>
    );
  },
  /** A post's own page: the site's component around the theme's article (see src/mdx/imports/swizzles.ts), with `isBlogPostPage`. */
  wrapArticle: (Site: Parameters<typeof postItem.wrap>[0]) => {
    const Swizzled = postItem.wrap(Site, ({ children }: { post: BlogListItem; children?: ReactNode }) => <>{children}</>);
    return ({ post, children }: { post: BlogPostPageData; children: ReactNode }) => (
      <WithPost value={postValue(post, true)}>
        <Swizzled post={{ ...post, truncated: false }}>{children}</Swizzled>
      </WithPost>
    );
  },
  Original: postItem.Original,
};

interface ShellProps {
  blogId: string;
  sidebar?: BlogSidebarData;
  activePath: string;
  wide?: boolean;
  unlisted?: boolean;
  children: ReactNode;
}

export const BlogLayout = adapter<ShellProps>({
  props: (p, inner) => ({ sidebar: docusaurusBlogSidebar(p.sidebar), children: innerChildren(inner) }),
});

/** The children the theme's frame was given, for a site's frame that renders its own (an ejected BlogLayout). */
function innerChildren(inner: ReactNode): ReactNode {
  return (inner as { props?: { children?: ReactNode } }).props?.children;
}

function listMetadata(page: { path: string; data: BlogListPageData }) {
  const d = page.data;
  return {
    permalink: page.path,
    page: d.page,
    totalPages: d.pageCount,
    totalCount: d.posts.length,
    ...(d.newer ? { previousPage: d.newer } : {}),
    ...(d.older ? { nextPage: d.older } : {}),
    blogTitle: d.heading,
    blogDescription: '',
  };
}

const listProps = ({ page }: LayoutProps<BlogListPageData>) => ({
  metadata: listMetadata(page),
  items: page.data.posts.map((post) => ({ content: { metadata: blogPostMetadata(post), frontMatter: { title: post.title } } })),
  sidebar: docusaurusBlogSidebar(page.data.sidebar),
  ...(page.data.tag
    ? { tag: { label: page.data.tag.label, permalink: page.data.tag.href, allTagsPath: page.data.tag.allTagsHref, count: page.data.tag.count } }
    : {}),
});

export const BlogListPage = adapter<LayoutProps<BlogListPageData>>({ props: listProps, applies: ({ page }) => page.data.kind !== 'tag' });
export const BlogTagsPostsPage = adapter<LayoutProps<BlogListPageData>>({ props: listProps, applies: ({ page }) => page.data.kind === 'tag' });

const postPage = adapter<LayoutProps<BlogPostPageData>>({
  props: ({ page }) => ({ content: { metadata: blogPostMetadata(page.data), frontMatter: { title: page.data.title }, toc: docusaurusToc(page.data.toc) } }),
});

/** A post's page: `useBlogPost()` works inside it, with `isBlogPostPage`. */
export const BlogPostPage = {
  wrap: (Site: Parameters<typeof postPage.wrap>[0], Inner: Parameters<typeof postPage.wrap>[1]) => {
    const Swizzled = postPage.wrap(Site, Inner);
    return (props: LayoutProps<BlogPostPageData>) => (
      <WithPost value={postValue(props.page.data, true)}>
        <Swizzled {...props} />
      </WithPost>
    );
  },
  Original: postPage.Original,
};

export const BlogSidebar = adapter<{ sidebar: BlogSidebarData; activePath: string }>({
  props: ({ sidebar }) => ({ sidebar: docusaurusBlogSidebar(sidebar) }),
});
