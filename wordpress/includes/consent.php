<?php
/**
 * One voice for Google consent mode: whether the page gets Vormgever's consent bridge. Not when the
 * cookie banner sends consent mode itself (Complianz with its consent-mode option on): two sources
 * would both send every choice. The `vormgever_consent_bridge` filter has the last word.
 *
 * @package Vormgever
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether the cookie banner sends Google consent mode itself: Complianz's consent-mode option.
 *
 * @return bool
 */
function vormgever_banner_sends_consent_mode() {
	return function_exists( 'cmplz_consent_mode' ) && true === (bool) cmplz_consent_mode();
}

/**
 * Whether the page gets the consent bridge: the setting is on and the banner does not send consent mode
 * itself, unless the filter says otherwise.
 *
 * @return bool
 */
function vormgever_consent_bridge() {
	$setting = ! empty( vormgever_settings()['consentMode'] );
	$banner  = vormgever_banner_sends_consent_mode();
	/**
	 * Filters whether Vormgever's consent bridge is on the page. Return true to have it even where the
	 * cookie banner sends Google consent mode itself (both then send every choice), false to leave it out.
	 *
	 * @param bool  $bridge  The setting is on and the banner does not send consent mode itself.
	 * @param array $context `setting` (the screen's checkbox) and `banner_sends_consent_mode`.
	 */
	return (bool) apply_filters(
		'vormgever_consent_bridge',
		$setting && ! $banner,
		array(
			'setting'                   => $setting,
			'banner_sends_consent_mode' => $banner,
		)
	);
}

/**
 * What the settings screen says under the consent checkbox when the banner sends consent mode itself;
 * an empty string otherwise.
 *
 * @return string
 */
function vormgever_consent_note() {
	if ( ! vormgever_banner_sends_consent_mode() ) {
		return '';
	}
	if ( vormgever_consent_bridge() ) {
		return __( 'Your cookie banner (Complianz) sends Google consent mode itself, and the vormgever_consent_bridge filter turns Vormgever’s bridge on as well: both send every choice.', 'vormgever' );
	}
	return __( 'Your cookie banner (Complianz) sends Google consent mode itself, so Vormgever leaves its bridge out, also with this option on: one source is enough. The vormgever_consent_bridge filter can change that.', 'vormgever' );
}
