import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { contentSecurityPolicy } from './csp.ts';

const SYSTEM_IDS = ['brecourt', 'crowbar', 'bloody-omaha', 'dday-omaha', 'bloody-beach'] as const;

/** Which chunk a module belongs to: the shell's libraries, the engine, and one chunk per game system. */
function chunkGroups(): { name: string; test: RegExp; priority: number }[] {
  return [
    ...SYSTEM_IDS.map((id) => ({
      name: `system-${id}`,
      test: new RegExp(`[\\\\/](src[\\\\/]systems|tables|scenarios)[\\\\/]${id}[\\\\/]`),
      priority: 30,
    })),
    { name: 'lit', test: /[\\/]node_modules[\\/](lit|lit-html|lit-element|@lit)[\\/]/, priority: 20 },
    { name: 'dexie', test: /[\\/]node_modules[\\/]dexie[\\/]/, priority: 20 },
    { name: 'd3', test: /[\\/]node_modules[\\/](d3-[a-z]+|internmap)[\\/]/, priority: 20 },
    { name: 'engine', test: /[\\/]src[\\/]engine[\\/]/, priority: 10 },
  ];
}

export default defineConfig({
  base: '/',
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 500,
    rolldownOptions: {
      output: {
        codeSplitting: { includeDependenciesRecursively: false, groups: chunkGroups() },
      },
    },
  },
  plugins: [
    {
      name: 'umpire-content-security-policy',
      apply: 'build',
      transformIndexHtml: (html) =>
        html.replace(
          '<meta charset="utf-8" />',
          `<meta charset="utf-8" />\n    <meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy()}" />`,
        ),
    },
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      strategies: 'generateSW',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'Umpire: D-Day wargame referee',
        short_name: 'Umpire',
        description: 'Offline referee for five D-Day wargames: procedures, exact odds, dice and a saved log.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#f4efe3',
        theme_color: '#2f3b33',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Everything the app needs is precached at the first visit, so it opens offline afterwards.
        globPatterns: ['**/*.{js,css,html,svg,png,json,webmanifest}'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        clientsClaim: false,
        skipWaiting: false,
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      },
    }),
  ],
});
