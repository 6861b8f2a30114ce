/**
 * Search in languages written without spaces: a page in Chinese and one in
 * Japanese are found by a query of two characters (and of one), the build's
 * tokenizing and the browser's agreeing; a longer query finds the page that
 * holds all its pairs of characters. Text without CJK is read as before.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import { buildInto } from '../support/served-site.js';
import { SearchClient } from '../../src/search/search-client.js';
import { queryWords, tokenize } from '../../src/search/tokenize.js';

process.env.NODE_ENV = 'production';

const FILES: Record<string, string> = {
  'site.config.ts': minimalConfig(`locale: 'zh',`),
  'content/docs/token.md': '---\ntitle: 令牌\n---\n\n登录以后，服务器会签发一个令牌。请妥善保管这个令牌。\n\n## 刷新\n\n令牌过期之前可以刷新。\n',
  'content/docs/login.md': '---\ntitle: ログイン\n---\n\nユーザーはパスワードでログインします。認証に成功すると、トークンが返されます。\n',
  'content/docs/korean.md': '---\ntitle: 안내\n---\n\n토큰은 서버에서 발급됩니다.\n',
  'content/docs/english.md': '---\ntitle: English\n---\n\nThe server issues a token after login.\n',
};

const fromFolder = (dir: string) => async (path: string) => JSON.parse(readFileSync(join(dir, path), 'utf8'));

describe('search in Chinese, Japanese and Korean', () => {
  let site: FixtureSite;
  let out: string;
  let search: SearchClient;
  before(async () => {
    site = createSite(FILES);
    out = buildInto(site.dir);
    search = await SearchClient.open(fromFolder(out));
  });
  after(() => {
    site.remove();
    rmSync(out, { recursive: true, force: true });
  });

  const routes = async (query: string) => (await search.search(query)).groups.flatMap((g) => g.hits.map((h) => h.route));

  it('finds a Chinese page by two characters in the middle of a sentence', async () => {
    assert.deepEqual(await routes('签发'), ['/docs/token']);
    assert.deepEqual(await routes('刷新'), ['/docs/token']);
  });

  it('finds a Japanese page by two characters, in kana and in kanji', async () => {
    assert.deepEqual(await routes('認証'), ['/docs/login']);
    assert.deepEqual(await routes('パス'), ['/docs/login']);
  });

  it('finds a Korean word with its particle attached', async () => {
    assert.deepEqual(await routes('서버'), ['/docs/korean']);
  });

  it('finds one character, and a longer query only where all its pairs are', async () => {
    assert.ok((await routes('牌')).includes('/docs/token'));
    assert.deepEqual(await routes('签发一个令牌'), ['/docs/token']);
    assert.deepEqual(await routes('签发ログイン'), []);
  });

  it('keeps English search as it was', async () => {
    assert.deepEqual(await routes('issues'), ['/docs/english']);
  });
});

describe('tokenize and queryWords', () => {
  it('read text without CJK as before, and CJK runs as characters and pairs', () => {
    assert.deepEqual(tokenize('validate_token errorCode'), ['validate_token', 'validate', 'token', 'errorcode', 'error', 'code']);
    assert.deepEqual(tokenize('JWT令牌'), ['jwt', '令', '牌', '令牌']);
    assert.deepEqual(queryWords('令牌 jwt'), [{ parts: ['令牌'] }, { compound: undefined, parts: ['jwt'] }]);
    assert.deepEqual(queryWords('签发令牌'), [{ parts: ['签发', '发令', '令牌'] }]);
  });
});
