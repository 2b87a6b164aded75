// Formidable Forms' admin script (dist/editor/vormgever-editor-formidable.js): loaded by the plugin only
// on its form builder and form Settings screens (wordpress/includes/editors/formidable.php), never on a
// visitor's page. Its adapter and the editor room; plain DOM, the builder's own jQuery and wp.hooks.

import { bootEditor } from '../start';
import { formidableEditor } from './adapter';

bootEditor(window, formidableEditor);
