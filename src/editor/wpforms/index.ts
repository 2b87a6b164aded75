// WPForms' admin script (dist/editor/vormgever-editor-wpforms.js): loaded by the plugin only on its form
// builder, for users who may edit that form (wordpress/includes/editors/wpforms.php), never on a
// visitor's page. Its adapter and the editor room; plain DOM and the builder's own jQuery.

import { bootEditor } from '../start';
import { wpformsEditor } from './adapter';

bootEditor(window, wpformsEditor);
