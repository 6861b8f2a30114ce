/** Request code samples, highlighted at build time, one tab per language; the language is remembered. */
import { translate } from 'mysite-ssg/client';
import type { ApiCodeSample } from 'mysite-ssg/client';
import { Tabs } from './Tabs.js';

export const SAMPLES_GROUP = 'api-lang';

export function ApiSamples({ samples }: { samples: ApiCodeSample[] }) {
  if (samples.length === 0) return null;
  return (
    <section className="api-samples" aria-labelledby="api-samples-title">
      <h2 id="api-samples-title" className="api-samples-title">
        {translate('theme.api.requestSample', 'Request sample')}
      </h2>
      <Tabs labels={samples.map((s) => s.label)} groupId={SAMPLES_GROUP} label={translate('theme.api.language', 'Language')} className="api-sample-tabs">
        {samples.map((s) => (
          <div key={s.label} className="api-code" dangerouslySetInnerHTML={{ __html: s.html }} />
        ))}
      </Tabs>
    </section>
  );
}
