<?php
/**
 * Must-use plugin of consent.test.mjs only (installed for that file, removed after it; never shipped).
 * - ?vg-cmplz-consent-mode: a stand-in for Complianz's cmplz_consent_mode() saying its own consent
 *   mode is on (only where the real Complianz is not installed).
 * - ?vg-consent-bridge=on|off: a theme's vormgever_consent_bridge filter forcing the bridge on or off.
 * - The real Complianz, when installed: its banner on every page.
 */

// phpcs:ignore WordPress.Security.NonceVerification.Recommended
if ( isset( $_GET['vg-cmplz-consent-mode'] ) && ! function_exists( 'cmplz_consent_mode' ) ) {
	/**
	 * Complianz 7.5's own answer: its option `consent-mode` is `yes`.
	 *
	 * @return bool
	 */
	function cmplz_consent_mode() {
		return true;
	}
}

// phpcs:ignore WordPress.Security.NonceVerification.Recommended
if ( isset( $_GET['vg-consent-bridge'] ) ) {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$vg_force = sanitize_key( $_GET['vg-consent-bridge'] );
	add_filter( 'vormgever_consent_bridge', fn () => 'on' === $vg_force );
}

// The real Complianz (COMPLIANZ_DIR) shows its banner only where its wizard found that the site needs
// one: here, always.
add_filter( 'cmplz_site_needs_cookiewarning', '__return_true' );
