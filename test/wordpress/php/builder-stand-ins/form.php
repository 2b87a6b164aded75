<?php
/**
 * What the form builders' stand-ins share (wpforms-stand-in.php, fluentform-stand-in.php,
 * formidable-stand-in.php; test site only, never shipped): a fixture of the project
 * (fixtures/form-builders/, copied into forms/ beside this file) as the builder prints it, with the
 * classes a site owner types in the builder's settings added where the builder puts them.
 */

/**
 * The fixture `$file` (scripts and comments left out), with `$classes` (XPath => classes) added to the
 * elements they name, and `data-vg-stand-in` on its outermost element.
 *
 * @param string $file    The fixture's file name in forms/.
 * @param array  $classes XPath expressions (`cls(name)` matches one class of a class list) => classes to add.
 * @return string
 */
function vg_builder_stand_in_form( $file, array $classes ) {
	$html = preg_replace( array( '#<!--.*?-->#s', '#<script\b[^>]*>.*?</script>#s' ), '', file_get_contents( __DIR__ . '/forms/' . $file ) );
	$doc  = new DOMDocument();
	$old  = libxml_use_internal_errors( true );
	$doc->loadHTML( '<?xml encoding="utf-8"?><div id="vg-stand-in-root">' . $html . '</div>', LIBXML_HTML_NOIMPLIED | LIBXML_HTML_NODEFDTD );
	libxml_clear_errors();
	libxml_use_internal_errors( $old );
	$xpath = new DOMXPath( $doc );
	foreach ( $classes as $expression => $add ) {
		$expression = preg_replace( "/cls\\('([\\w-]+)'\\)/", "contains(concat(' ', normalize-space(@class), ' '), ' $1 ')", $expression );
		foreach ( $xpath->query( $expression ) as $element ) {
			$class = preg_split( '/\s+/', trim( $element->getAttribute( 'class' ) ) );
			$element->setAttribute( 'class', trim( implode( ' ', array_unique( array_merge( $class, preg_split( '/\s+/', $add ) ) ) ) ) );
		}
	}
	$root  = $doc->getElementById( 'vg-stand-in-root' );
	$first = $root->firstChild;
	while ( $first && XML_ELEMENT_NODE !== $first->nodeType ) {
		$first = $first->nextSibling;
	}
	$first->setAttribute( 'data-vg-stand-in', $file );
	$out = '';
	foreach ( $root->childNodes as $node ) {
		$out .= $doc->saveHTML( $node );
	}
	return trim( $out );
}

/** The shortcode's or block's attributes with `$defaults`, as the builders read them. */
function vg_builder_stand_in_atts( $atts, array $defaults ) {
	return shortcode_atts( $defaults, is_array( $atts ) ? $atts : array() );
}
