import { describe, expect, it } from 'vitest';
import { isLikelyBot } from './bot-user-agents';

const chromeOnAndroid = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('isLikelyBot', () => {
  it.each([
    ['no agent at all', undefined],
    ['a blank agent', '   '],
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['Bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['Yahoo Slurp', 'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)'],
    ['Baidu spider', 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)'],
    ['a crawler', 'Mozilla/5.0 (compatible; SomeCrawler/1.0)'],
    ['Facebook link preview', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['WhatsApp link preview', 'WhatsApp/2.23.20.0 A'],
    ['Telegram link preview', 'TelegramBot (like TwitterBot)'],
    ['Slack link preview', 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)'],
    ['Skype link preview', 'Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5'],
    ['headless Chromium', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36'],
    ['Lighthouse', `${chromeOnAndroid} Chrome-Lighthouse`],
    ['WebPageTest', `${chromeOnAndroid} PTST/240101.123456`],
    ['curl', 'curl/8.5.0'],
    ['wget', 'Wget/1.21.4'],
    ['python-requests', 'python-requests/2.31.0'],
    ['Python urllib', 'Python-urllib/3.12'],
    ['node-fetch', 'node-fetch/1.0 (+https://github.com/bitinn/node-fetch)'],
    ['Node’s own fetch (undici)', 'undici'],
    ['axios', 'axios/1.7.2'],
    ['Go', 'Go-http-client/1.1'],
    ['Java', 'Java/17.0.2'],
    ['Postman', 'PostmanRuntime/7.36.0'],
  ])('%s is a bot', (_name, userAgent) => {
    expect(isLikelyBot(userAgent)).toBe(true);
  });

  it.each([
    ['Chrome on Android', chromeOnAndroid],
    [
      'Safari on iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    ],
    ['Firefox on Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'],
    [
      'Samsung Internet',
      'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
    ],
    [
      'a CUBOT phone',
      'Mozilla/5.0 (Linux; Android 9; CUBOT P30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
    ],
    ['Telegram’s in-app browser', `${chromeOnAndroid} Telegram-Android/10.14.5 (Samsung SM-A546E; Android 14; SDK 34; AVERAGE)`],
    ['Facebook’s in-app browser', `${chromeOnAndroid} [FB_IAB/FB4A;FBAV/450.0.0.0.0;]`],
  ])('%s is a person', (_name, userAgent) => {
    expect(isLikelyBot(userAgent)).toBe(false);
  });
});
