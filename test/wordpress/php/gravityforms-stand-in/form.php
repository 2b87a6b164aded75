<?php
/**
 * One form of the stand-in: a fixture of the project (fixtures/gf210-*.html, Dutch, written from real
 * renders) in a DOM, brought into the state of a render: the values posted, the errors, the page shown,
 * AJAX on or off. The error markup is what the matching fixtures/gf210-*-invalid.html show.
 */
class VG_Stand_In_Form {
	public $id;
	public $file;
	public $title;
	public $css_class;
	private $doc;
	private $xpath;
	private $root;

	/** Every fixture in forms/, by its form id (read from its wrapper). */
	public static function all() {
		static $forms = null;
		if ( null === $forms ) {
			$forms = array();
			foreach ( glob( __DIR__ . '/forms/*.html' ) as $file ) {
				if ( preg_match( "/id='gform_wrapper_(\d+)'/", file_get_contents( $file ), $match ) ) {
					$forms[ (int) $match[1] ] = $file;
				}
			}
		}
		return $forms;
	}

	/** A fresh copy of form `$id`, or null. */
	public static function get( $id ) {
		$forms = self::all();
		return isset( $forms[ (int) $id ] ) ? new self( (int) $id, $forms[ (int) $id ] ) : null;
	}

	private function __construct( $id, $file ) {
		$this->id   = $id;
		$this->file = basename( $file );
		// The fixtures elide the inline scripts and the theme's style block: those go; the rest is the render.
		$html       = preg_replace( array( '#<!--.*?-->#s', '#<script\b[^>]*>.*?</script>#s', '#<style>/\*.*?\*/</style>#s' ), '', file_get_contents( $file ) );
		$this->doc  = new DOMDocument();
		$errors     = libxml_use_internal_errors( true );
		$this->doc->loadHTML( '<?xml encoding="utf-8"?><div id="vg-stand-in-root">' . $html . '</div>', LIBXML_HTML_NOIMPLIED | LIBXML_HTML_NODEFDTD );
		libxml_clear_errors();
		libxml_use_internal_errors( $errors );
		$this->xpath     = new DOMXPath( $this->doc );
		$this->root      = $this->doc->getElementById( 'vg-stand-in-root' );
		$title           = $this->one( "//*[@class='gform_title']" );
		$this->title     = $title ? trim( $title->textContent ) : '';
		$this->css_class = (string) $this->form()->getAttribute( 'class' );
	}

	/** Elements by XPath; `cls(name)` in an expression matches one class of a class list. */
	public function all_of( $expression, $context = null ) {
		$expression = preg_replace( "/cls\\('([\\w-]+)'\\)/", "contains(concat(' ', normalize-space(@class), ' '), ' $1 ')", $expression );
		return iterator_to_array( $this->xpath->query( $expression, $context ) );
	}

	public function one( $expression, $context = null ) {
		$found = $this->all_of( $expression, $context );
		return $found ? $found[0] : null;
	}

	public function wrapper() {
		return $this->doc->getElementById( 'gform_wrapper_' . $this->id );
	}

	public function form() {
		return $this->doc->getElementById( 'gform_' . $this->id );
	}

	/** Legacy markup (ul/li, gform_legacy_markup_wrapper) or the 2.5+ div markup. */
	public function legacy() {
		return (bool) $this->one( "//*[@id='gform_wrapper_{$this->id}' and cls('gform_legacy_markup_wrapper')]" );
	}

	/** The number of pages (1 without page breaks). */
	public function page_count() {
		return max( 1, count( $this->all_of( "//div[cls('gform_page')]" ) ) );
	}

	/**
	 * The fields: field id => array( element, type (gfield--type-*), page, required, controls (the named
	 * inputs a visitor fills in) ).
	 */
	public function fields() {
		$fields = array();
		foreach ( $this->all_of( "//*[cls('gfield') and starts-with(@id, 'field_{$this->id}_')]" ) as $element ) {
			preg_match( '/gfield--type-(?!choice\b)([\w-]+)/', $element->getAttribute( 'class' ), $type );
			$page  = $this->one( "ancestor::div[cls('gform_page')]", $element );
			$fields[ (int) substr( $element->getAttribute( 'id' ), strlen( "field_{$this->id}_" ) ) ] = array(
				'element'  => $element,
				'type'     => $type ? $type[1] : '',
				'page'     => $page ? (int) preg_replace( '/^gform_page_\d+_/', '', $page->getAttribute( 'id' ) ) : 1,
				'required' => false !== strpos( ' ' . $element->getAttribute( 'class' ) . ' ', ' gfield_contains_required ' ),
				'controls' => $this->all_of( ".//input[@name and not(@type='hidden')] | .//select[@name] | .//textarea[@name]", $element ),
			);
		}
		return $fields;
	}

	/** Puts the posted values (keyed as PHP keys them: input_1_3 for input_1.3) into the controls, as the form plugin prints them back. */
	public function fill( array $values ) {
		foreach ( $this->fields() as $field ) {
			foreach ( $field['controls'] as $control ) {
				$name  = strtr( $control->getAttribute( 'name' ), '. ', '__' );
				$value = isset( $values[ $name ] ) ? (string) $values[ $name ] : '';
				$type  = strtolower( $control->getAttribute( 'type' ) );
				if ( 'select' === $control->nodeName ) {
					foreach ( $this->all_of( './/option', $control ) as $option ) {
						$this->toggle_attribute( $option, 'selected', $option->getAttribute( 'value' ) === $value );
					}
				} elseif ( 'textarea' === $control->nodeName ) {
					$control->textContent = $value;
				} elseif ( 'checkbox' === $type || 'radio' === $type ) {
					$this->toggle_attribute( $control, 'checked', isset( $values[ $name ] ) && $control->getAttribute( 'value' ) === $value );
				} else {
					$control->setAttribute( 'value', $value );
				}
			}
		}
	}

	/** Marks the fields in `$errors` (field id => array( message, the controls at fault )) as the plugin does. */
	public function mark_errors( array $errors ) {
		if ( ! $errors ) {
			return;
		}
		$fields = $this->fields();
		foreach ( $errors as $field_id => $error ) {
			$element = $fields[ $field_id ]['element'];
			$message = "validation_message_{$this->id}_{$field_id}";
			$element->setAttribute( 'class', $element->getAttribute( 'class' ) . ' gfield_error' );
			foreach ( $error[1] as $control ) {
				$control->setAttribute( 'aria-invalid', 'true' );
				$control->setAttribute( 'aria-describedby', trim( $control->getAttribute( 'aria-describedby' ) . ' ' . $message ) );
			}
			$element->appendChild( $this->element( 'div', array( 'id' => $message, 'class' => 'gfield_description validation_message gfield_validation_message' ), $error[0] ) );
		}
		$wrapper = $this->wrapper();
		$wrapper->setAttribute( 'class', $wrapper->getAttribute( 'class' ) . ' gform_validation_error' );
		$summary = $this->element(
			'div',
			array(
				'class'   => 'gform_validation_errors' . ( $this->legacy() ? ' validation_error' : '' ),
				'id'      => "gform_{$this->id}_validation_container",
				'data-js' => 'gform-focus-validation-error',
			)
		);
		$heading = $summary->appendChild( $this->element( 'h2', array( 'class' => 'gform_submission_error hide_summary' ) ) );
		$heading->appendChild( $this->element( 'span', array( 'class' => 'gform-icon gform-icon--circle-error' ) ) );
		$heading->appendChild( $this->doc->createTextNode( 'Er was een probleem met je inzending. Controleer de onderstaande velden.' ) );
		$anchor = $this->doc->getElementById( 'gf_' . $this->id );
		$wrapper->insertBefore( $summary, $anchor && $anchor->parentNode === $wrapper ? $anchor->nextSibling : $wrapper->firstChild );
	}

	/** Shows page `$page` of a multi-page form (the others display:none), with its step and page numbers. */
	public function show_page( $page, $unique_id ) {
		foreach ( $this->all_of( "//div[cls('gform_page')]" ) as $n => $element ) {
			$rest  = trim( preg_replace( '/display:\s*none;?/', '', $element->getAttribute( 'style' ) ) );
			$style = $n + 1 === $page ? $rest : trim( "display:none; $rest" );
			$this->toggle_attribute( $element, 'style', '' !== $style, $style );
		}
		foreach ( $this->all_of( "//div[cls('gf_step')]" ) as $n => $step ) {
			$state = $n + 1 < $page ? 'gf_step_completed' : ( $n + 1 === $page ? 'gf_step_active' : 'gf_step_pending' );
			$step->setAttribute( 'class', trim( preg_replace( '/\s*\bgf_step_(active|completed|pending|next|previous)\b/', '', $step->getAttribute( 'class' ) ) . ' ' . $state ) );
		}
		$next = $page < $this->page_count() && ! $this->legacy() ? $page + 1 : 0; // 2.9+ preset the next page (Enter goes forward)
		$this->set_hidden( "gform_source_page_number_{$this->id}", $page );
		$this->set_hidden( "gform_target_page_number_{$this->id}", $next );
		$this->set_hidden( 'gform_unique_id', $unique_id );
	}

	/** AJAX on: the iframe target, the gform_ajax input and the iframe, as an `ajax="true"` render prints them; off: none of them. */
	public function set_ajax( $ajax, $title, $description ) {
		$form = $this->form();
		$this->toggle_attribute( $form, 'target', $ajax, "gform_ajax_frame_{$this->id}" );
		foreach ( $this->all_of( "//input[@name='gform_ajax'] | //iframe[@name='gform_ajax_frame_{$this->id}']" ) as $old ) {
			$old->parentNode->removeChild( $old );
		}
		$this->set_hidden( 'gform_submission_method', $ajax ? 'iframe' : 'postback' );
		if ( ! $ajax ) {
			return;
		}
		$value  = "form_id={$this->id}&title=" . ( $title ? 1 : 0 ) . '&description=' . ( $description ? 1 : 0 ) . '&tabindex=0&theme=' . $this->wrapper()->getAttribute( 'data-form-theme' );
		$submit = $this->doc->getElementById( "gform_submit_button_{$this->id}" );
		$submit->parentNode->insertBefore( $this->element( 'input', array( 'type' => 'hidden', 'name' => 'gform_ajax', 'value' => $value ) ), $submit->nextSibling );
		$iframe = array(
			'style' => 'display:none;width:0px;height:0px;',
			'src'   => 'about:blank',
			'name'  => "gform_ajax_frame_{$this->id}",
			'id'    => "gform_ajax_frame_{$this->id}",
			'title' => 'This iframe contains the logic required to handle Ajax powered Gravity Forms.',
		);
		$this->wrapper()->parentNode->insertBefore( $this->element( 'iframe', $iframe ), $this->wrapper()->nextSibling );
	}

	/** Leaves out the title and the description the shortcode turns off (the heading with both). */
	public function set_heading( $title, $description ) {
		foreach ( array( 'gform_title' => $title, 'gform_description' => $description ) as $class => $shown ) {
			$element = $this->one( "//*[cls('$class')]" );
			if ( $element && ! $shown ) {
				$element->parentNode->removeChild( $element );
			}
		}
		$heading = $this->one( "//*[cls('gform_heading')]" );
		if ( $heading && ! $title && ! $description ) {
			$heading->parentNode->removeChild( $heading );
		}
	}

	/** The markup: the wrapper (and iframe), saying it is the stand-in's, with the form posting back to `$action`. */
	public function html( $action ) {
		$wrapper = $this->wrapper();
		$wrapper->setAttribute( 'data-gf-stand-in', $this->file );
		// Shown from the start: no conditional logic here, so nothing for a script to reveal.
		$this->toggle_attribute( $wrapper, 'style', false );
		$this->form()->setAttribute( 'action', $action . '#gf_' . $this->id );
		$html = '';
		foreach ( $this->root->childNodes as $node ) {
			$html .= $this->doc->saveHTML( $node );
		}
		return "<!-- Gravity Forms stand-in of the project's WordPress suite (not Gravity Forms): form {$this->id} from fixtures/{$this->file} -->" . trim( $html );
	}

	private function set_hidden( $name, $value ) {
		foreach ( $this->all_of( "//input[@type='hidden' and @name='$name']" ) as $input ) {
			$input->setAttribute( 'value', (string) $value );
		}
	}

	private function toggle_attribute( DOMElement $element, $name, $on, $value = null ) {
		if ( $on ) {
			$element->setAttribute( $name, null === $value ? $name : $value );
		} else {
			$element->removeAttribute( $name );
		}
	}

	private function element( $name, array $attributes, $text = null ) {
		$element = $this->doc->createElement( $name );
		foreach ( $attributes as $attribute => $value ) {
			$element->setAttribute( $attribute, $value );
		}
		if ( null !== $text ) {
			$element->appendChild( $this->doc->createTextNode( $text ) );
		}
		return $element;
	}
}
