// What the platform benchmark uses of Lighthouse, resolved from this folder's own node_modules (see lighthouse-tool.ts).
export { default as lighthouse } from 'lighthouse';
export { launch as launchChrome } from 'chrome-launcher';
