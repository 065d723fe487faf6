import { chromium } from 'playwright-core';
const [,, url, out, w, h, full] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--hide-scrollbars'] });
const page = await browser.newPage({ viewport: { width: +w, height: +h } });
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: full === 'full' });
await browser.close();
