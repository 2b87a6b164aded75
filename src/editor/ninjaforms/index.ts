// Ninja Forms' admin script (dist/editor/vormgever-editor-ninjaforms.js): loaded by the plugin only on
// its form builder (wordpress/includes/editors/ninjaforms.php), never on a visitor's page. Its adapter
// and the editor room; plain DOM and the builder's own Backbone.Radio.
//
// The builder starts after DOMContentLoaded (its bundle's almond require() runs the start in a
// timeout): the room starts once it has (`after:appStart`), when its canvas and models exist.

import { bootEditor } from '../start';
import { ninjaFormsEditor } from './adapter';
import type { NinjaFormsWindow } from './builder';

const win = window as NinjaFormsWindow;
const app = win.Backbone?.Radio?.channel('app');
const boot = () => bootEditor(win, ninjaFormsEditor);
if (app && !win.document.querySelector('#nf-builder #nf-main')) app.on('after:appStart', boot);
else boot();
