import { applyToDocument, appSettings } from './app-settings.ts';
import { pwa } from './pwa.ts';
import './app-shell.ts';

applyToDocument(appSettings.current);
pwa.start();
