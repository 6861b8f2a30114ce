/** Code samples: made by httpsnippet from the operation, with the right method, URL, parameters and body. */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { SourceResult } from '../../src/content/content-source.js';
import { absoluteServerUrl, sampleCode, SAMPLE_TARGETS } from '../../src/openapi/samples.js';
import { loadApi, operation, SITE_SPEC, text, ZOO_SPEC } from './helpers.js';

function samples(result: SourceResult, path: string): Record<string, string> {
  return Object.fromEntries(operation(result, path).samples.map((s) => [s.label, text(s.html.replace(/<button[\s\S]*<\/button>/, ''))]));
}

describe('request code samples', () => {
  let site: SourceResult;
  let zoo: SourceResult;
  before(async () => {
    [site, zoo] = await Promise.all([loadApi(SITE_SPEC), loadApi(ZOO_SPEC)]);
  });

  it('four languages, in tab order, highlighted with a copy button', () => {
    const op = operation(site, '/api/get-jwt');
    assert.deepEqual(
      op.samples.map((s) => s.label),
      ['curl', 'PHP', 'JavaScript', 'Python'],
    );
    for (const s of op.samples) {
      assert.match(s.html, /^<div class="code-block"[^>]*><div class="code-block-body"><pre class="shiki/);
      assert.match(s.html, /<button type="button" class="copy-button" aria-label="Copy code to clipboard">Copy<\/button>/);
    }
    assert.equal(SAMPLE_TARGETS.length, 4);
  });

  it('POST with the server URL (variables filled in) and the first JSON example as body', () => {
    const s = samples(site, '/api/get-jwt');
    const url = 'https://example.com/wp-json/simple-jwt-login/v1/auth';
    assert.match(s.curl!, new RegExp(`curl --request POST \\\\\\n  --url ${url.replace(/[./]/g, '\\$&')}`));
    assert.match(s.curl!, /--header 'Content-Type: application\/json'/);
    assert.match(s.curl!, /"email": "jane@example\.com",\n  "password": "Str0ng-Passw0rd!"/);
    assert.match(s.PHP!, /CURLOPT_CUSTOMREQUEST => "POST"/);
    assert.match(s.PHP!, /'email' => 'jane@example\.com'/);
    assert.match(s.JavaScript!, /method: 'POST'/);
    assert.match(s.JavaScript!, new RegExp(`const url = '${url.replace(/[./]/g, '\\$&')}'`));
    assert.match(s.Python!, /requests\.post\(url, json=payload/);
  });

  it('GET with query parameters that have examples, and DELETE', () => {
    const s = samples(site, '/api/validate-jwt');
    assert.match(s.curl!, /curl --request GET \\\n  --url 'https:\/\/example\.com\/wp-json\/simple-jwt-login\/v1\/auth\/validate\?JWT=eyJ0eXAi[^'&]*'/);
    assert.doesNotMatch(s.curl!, /--data/);
    assert.match(samples(site, '/api/delete-user').curl!, /curl --request DELETE/);
    assert.match(samples(site, '/api/change-user-password').Python!, /requests\.put\(/);
  });

  it('path parameters filled in, header and cookie parameters sent', () => {
    const feed = samples(zoo, '/api/log-feedings');
    assert.match(feed.curl!, /--url https:\/\/zoo\.example\.test\/api\/v1\/keepers\/7\/feedings/);
    assert.match(feed.curl!, /--cookie zoo_session=0123456789abcdef0123456789abcdef/);
    assert.match(feed.curl!, /"food": "hay"/);
    const create = samples(zoo, '/api/create-animal');
    assert.match(create.curl!, /--header 'X-Keeper-Id: 7'/);
    assert.match(create.curl!, /"wingspanCm": 150/);
    const patch = samples(zoo, '/api/update-enclosure');
    assert.match(patch.curl!, /curl --request PATCH \\\n  --url https:\/\/zoo\.example\.test\/api\/v1\/enclosures\/ENC-SV01/);
    assert.match(patch.curl!, /"closedReason": null/);
    // Optional query parameters without an example are left out; required ones are generated.
    assert.match(samples(zoo, '/api/get-animal').curl!, /animals\/6f1c2b9e-3d4a-4e5f-9a8b-7c6d5e4f3a2b$/);
    assert.doesNotMatch(samples(zoo, '/api/list-animals').curl!, /\?/);
  });

  it('required credentials from the security scheme, never a real secret', () => {
    const code = sampleCode({
      method: 'GET',
      url: 'https://api.example.com/things',
      query: [],
      headers: [{ name: 'Authorization', value: 'Bearer <token>' }],
      cookies: [],
    });
    assert.match(code[0]!.code, /--header 'Authorization: Bearer <token>'/);
  });

  it('form bodies and relative server URLs', () => {
    const [curl] = sampleCode({
      method: 'POST',
      url: absoluteServerUrl('/v1', {}) + '/x',
      query: [],
      headers: [],
      cookies: [],
      body: { mimeType: 'application/x-www-form-urlencoded', value: { a: 'b c', n: 1 } },
    });
    assert.match(curl!.code, /--url https:\/\/api\.example\.com\/v1\/x/);
    assert.match(curl!.code, /--data 'a=b c' \\\n  --data n=1/);
    assert.equal(absoluteServerUrl('https://{host}/api/', { host: 'h.test' }), 'https://h.test/api');
  });
});
