/**
 * A small site in Arabic, right to left (`locale: 'ar'`, `direction: 'rtl'`):
 * a home page, docs in a sidebar category with headings (a table of
 * contents), a code block, a pager, and a blog post; the theme's texts come
 * from an Arabic code.json. Written for these tests.
 */
import { minimalConfig } from './fixture-site.js';

const HOME = `import { Features, Hero } from 'mysite-ssg/theme';

export const head = { title: 'الرئيسية', description: 'توثيق أداة الرموز المميزة.' };

export default function Home() {
  return (
    <main id="main" tabIndex={-1}>
      <Hero
        title="دليل الرموز"
        tagline="كل ما تحتاجه لإصدار الرموز المميزة والتحقق منها."
        actions={[
          { label: 'ابدأ الآن', to: '/docs' },
          { label: 'المدونة', to: '/blog' },
        ]}
      />
      <Features
        items={[
          { title: 'سهل التثبيت', text: 'أمر واحد يكفي لتشغيل الخادم.', to: '/docs' },
          { title: 'آمن', text: 'تنتهي صلاحية كل رمز بعد وقت محدد.', to: '/docs/guides/tokens' },
          { title: 'مفتوح', text: 'الشيفرة متاحة للجميع.', to: '/blog' },
        ]}
      />
    </main>
  );
}
`;

const INTRO = `---
title: مقدمة
slug: /
---

مرحبًا بك في دليل الأداة. تشرح هذه الصفحات كيف تثبّت الخادم وكيف تصدر رموزًا مميزة للمستخدمين.

## التثبيت

ثبّت الحزمة بالأمر التالي، ثم شغّل الخادم:

\`\`\`bash title="install.sh"
npm install token-server
npx token-server --port 8080
\`\`\`

## الإعداد الأول

اكتب ملف الإعداد في جذر المشروع، وحدد فيه المفتاح السري (\`secret\`) ومدة صلاحية الرمز.

:::tip نصيحة

احفظ المفتاح السري خارج المستودع.

:::
`;

const TOKENS = `---
title: الرموز المميزة
---

يحمل كل رمز هوية المستخدم وتاريخ انتهاء صلاحيته.

## إصدار رمز

أرسل اسم المستخدم وكلمة المرور إلى \`/auth/token\`:

\`\`\`json
{ "username": "layla", "password": "••••••" }
\`\`\`

## تجديد رمز

قبل انتهاء الصلاحية، اطلب رمزًا جديدًا دون إعادة تسجيل الدخول.

### الأخطاء الشائعة

- رمز منتهي الصلاحية.
- توقيع غير صحيح.
`;

const REVOKE = `---
title: إلغاء الرموز
---

يمكن إلغاء أي رمز قبل انتهاء صلاحيته، فيرفضه الخادم بعد ذلك.
`;

const POST = `---
title: إصدار جديد من الأداة
authors: [layla]
tags: [releases]
---

يسرّنا أن نعلن عن الإصدار الثاني، وفيه دعم تجديد الرموز.

<!-- truncate -->

## ما الجديد

- تجديد الرموز دون تسجيل دخول.
- رسائل أخطاء أوضح.

\`\`\`js
const token = await client.refresh();
\`\`\`
`;

const ARABIC_TEXTS = {
  'theme.TOC.title': 'في هذه الصفحة',
  'theme.TOCCollapsible.toggleButtonLabel': 'في هذه الصفحة',
  'theme.docs.paginator.previous': 'السابق',
  'theme.docs.paginator.next': 'التالي',
  'theme.docs.sidebar.navAriaLabel': 'الشريط الجانبي للتوثيق',
  'theme.docs.breadcrumbs.navAriaLabel': 'مسار التنقل',
  'theme.docs.breadcrumbs.home': 'الصفحة الرئيسية',
  'theme.common.skipToMainContent': 'انتقل إلى المحتوى',
  'theme.SearchBar.label': 'بحث',
  'theme.navbar.mainAriaLabel': 'الرئيسية',
  'theme.blog.post.readMore': 'اقرأ المزيد',
  'theme.tags.tagsListLabel': 'الوسوم:',
  'theme.blog.post.readingTime.plurals':
    'دقيقة قراءة واحدة|دقيقة قراءة واحدة|دقيقتا قراءة|{readingTime} دقائق قراءة|{readingTime} دقيقة قراءة|{readingTime} دقيقة قراءة',
  'theme.blog.post.paginator.newerPost': 'مقالة أحدث',
  'theme.blog.post.paginator.olderPost': 'مقالة أقدم',
};

export function rtlSiteFiles(): Record<string, string> {
  return {
    'site.config.ts': minimalConfig(`locale: 'ar',
  direction: 'rtl',
  title: 'دليل الرموز',
  navbar: { title: 'دليل الرموز', items: [{ label: 'التوثيق', to: '/docs' }, { label: 'المدونة', to: '/blog' }] },
  footer: { columns: [{ title: 'روابط', items: [{ label: 'المدونة', href: '/blog' }] }], copyright: 'حقوق النشر محفوظة' },
  blogs: [{ id: 'blog', path: 'content/blog', routeBasePath: '/blog', blogTitle: 'المدونة', blogDescription: 'أخبار الأداة' }],`).replace(
      "title: 'Fixture',",
      '',
    ),
    'content/pages/index.tsx': HOME,
    'content/docs/intro.md': INTRO,
    'content/docs/guides/_category_.yml': 'label: أدلة\nposition: 2\n',
    'content/docs/guides/tokens.md': TOKENS,
    'content/docs/guides/revoke.md': REVOKE,
    'content/blog/authors.yml': 'layla:\n  name: ليلى\n  title: مطورة\n',
    'content/blog/2026-02-01-release.md': POST,
    'i18n/ar/code.json': JSON.stringify(ARABIC_TEXTS, null, 2),
  };
}
