// Gravity Forms' admin script (dist/editor/vormgever-editor-gravityforms.js): loaded by the plugin only on
// its form editor and Form Settings screens (wordpress/includes/editors/), never on a visitor's page.
// Its adapter and the editor room; plain DOM and the editor's own jQuery.

import { bootEditor } from '../start';
import { gravityFormsEditor } from './adapter';

bootEditor(window, gravityFormsEditor);
