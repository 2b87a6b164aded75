<?php
/**
 * A post of a stand-in form, decided as the form plugin decides it: "Vorige" goes back unchecked,
 * "Volgende" checks the page being left, the last submit checks every page (required fields, e-mail
 * format), with the plugin's Dutch messages as the fixtures print them.
 */

/**
 * Returns array( 'confirmed' => true ) or array( 'confirmed' => false, 'page' => n, 'errors' =>
 * array( field id => array( message, the controls at fault ) ) ). `$values` are the posted values
 * as PHP keys them (input_1_3 for input_1.3), unslashed.
 */
function vg_stand_in_process( VG_Stand_In_Form $form, array $values ) {
	$count  = $form->page_count();
	$source = max( 1, vg_stand_in_page_number( $values, "gform_source_page_number_{$form->id}", $count ) );
	$target = vg_stand_in_page_number( $values, "gform_target_page_number_{$form->id}", $count );
	if ( $target > 0 && $target < $source ) {
		return array( 'confirmed' => false, 'page' => $target, 'errors' => array() );
	}
	$pages  = $target > $source ? array( $source ) : range( 1, $count );
	$errors = array();
	$first  = 0;
	foreach ( $form->fields() as $id => $field ) {
		$error = in_array( $field['page'], $pages, true ) ? vg_stand_in_validate( $form, $field, $values ) : null;
		if ( $error ) {
			$errors[ $id ] = $error;
			$first         = $first ? $first : $field['page'];
		}
	}
	if ( $errors ) {
		return array( 'confirmed' => false, 'page' => $first, 'errors' => $errors );
	}
	return $target > $source ? array( 'confirmed' => false, 'page' => $target, 'errors' => array() ) : array( 'confirmed' => true );
}

function vg_stand_in_page_number( array $values, $name, $count ) {
	$page = isset( $values[ $name ] ) ? (int) $values[ $name ] : 0;
	return $page >= 0 && $page <= $count ? $page : 0;
}

/** One field's error: array( message, controls ), or null. */
function vg_stand_in_validate( VG_Stand_In_Form $form, array $field, array $values ) {
	$posted = function ( DOMElement $control ) use ( $values ) {
		$key = strtr( $control->getAttribute( 'name' ), '. ', '__' );
		return isset( $values[ $key ] ) ? trim( (string) $values[ $key ] ) : '';
	};
	$filled = function ( DOMElement $control ) use ( $posted ) {
		$ticks = in_array( strtolower( $control->getAttribute( 'type' ) ), array( 'checkbox', 'radio' ), true );
		return $ticks ? $posted( $control ) === $control->getAttribute( 'value' ) : '' !== $posted( $control );
	};
	$required = 'Dit veld is verplicht.';

	if ( 'email' === $field['type'] ) {
		foreach ( $field['controls'] as $control ) {
			if ( $filled( $control ) && ! is_email( $posted( $control ) ) ) {
				return array( 'Het ingevulde e-mailadres is ongeldig. Controleer de notatie (bijv. naam@domein.nl).', array( $control ) );
			}
		}
	}
	if ( ! $field['required'] ) {
		return null;
	}
	// A compound field (name) needs each part marked aria-required; another field one filled control.
	$needed = array_values( array_filter( $field['controls'], function ( $control ) {
		return 'true' === $control->getAttribute( 'aria-required' );
	} ) );
	if ( count( $needed ) > 1 ) {
		$missing = array_values( array_filter( $needed, function ( $control ) use ( $filled ) {
			return ! $filled( $control );
		} ) );
		if ( ! $missing ) {
			return null;
		}
		$label = function ( DOMElement $control ) use ( $form ) { // the sub-input's own label: Voornaam, Postcode
			$label = $form->one( "//label[@for='" . $control->getAttribute( 'id' ) . "']" );
			return $label ? trim( $label->textContent ) : $control->getAttribute( 'name' );
		};
		$parts = implode( ', ', array_map( $label, $missing ) );
		return array( "$required Vul de volgende velden in: $parts.", $missing );
	}
	return array_filter( $field['controls'], $filled ) ? null : array( $required, $field['controls'] );
}
