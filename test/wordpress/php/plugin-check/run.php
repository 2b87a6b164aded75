<?php
// The team's Plugin Check runner (../shared/tools/plugin-check/, kept here as it is so the suite runs
// without ../shared); Plugin Check itself comes from PLUGIN_CHECK_DIR only.
// Runs every check of Plugin Check (the WordPress.org plugin checker, installed and active) on
// one installed, active plugin: what `wp plugin check <plugin>` does, without WP-CLI. Its CLI_Runner is
// made before the plugins load (at muplugins_loaded, where Plugin Check's object-cache drop-in would make
// it), so the runtime checks run too: Runtime_Environment_Setup installs the throw-away wp_pc_* tables, the
// Universal_Runtime_Preparation switches to them with only the checked plugin and Plugin Check active and
// an empty theme, every registered check runs (no category filter, no experimental checks, mode "new",
// slug = the plugin's folder), then the environment is cleaned up (tables and drop-in removed).
// Plugin Check's autoloader is loaded at muplugins_loaded, after WordPress 7's own AI client: loading it
// earlier, as the drop-in does, breaks WordPress 7 (plugin-check issue #1192).
// Usage: WP_BED_URL=<the site's URL, e.g. http://127.0.0.1:PORT> php run.php <wordpress dir> [<plugin folder>]
// Prints "  x <type> <code> <file>:<line> <message>" for each error and warning and a last line
// "plugin-check: N errors, M warnings (<categories>; ...)". Exit 0: none; 1: some; 2: it could not run.
$pcp_wp = rtrim($argv[1] ?? '', '/');
$pcp_plugin = $argv[2] ?? 'vormgever';
if ($pcp_wp === '' || !is_file("$pcp_wp/wp-load.php")) { fwrite(STDOUT, "plugin-check: could not run: usage: php run.php <wordpress dir> [<plugin folder>]\n"); exit(2); }
$pcp_u = parse_url(getenv('WP_BED_URL') ?: 'http://127.0.0.1:8093');
$_SERVER['HTTP_HOST'] = $pcp_u['host'] . ':' . $pcp_u['port'];
$_SERVER['REQUEST_URI'] = '/';
// CLI_Runner reads its parameters from the command line as WP-CLI gives it: wp plugin check <plugin>.
$_SERVER['argv'] = ['wp', 'plugin', 'check', $pcp_plugin];

$GLOBALS['pcp_bar'] = ['runner' => null, 'cleanup' => null, 'error' => null];
function pcp_bar_fail($why) { echo 'plugin-check: could not run: ', preg_replace('/\s+/', ' ', $why), "\n"; exit(2); }

// Before WordPress loads: a callback first in line on muplugins_loaded (WordPress keeps a pre-filled $wp_filter).
$GLOBALS['wp_filter']['muplugins_loaded'][PHP_INT_MIN][] = ['accepted_args' => 0, 'function' => function () {
  $dir = WP_PLUGIN_DIR . '/plugin-check/';
  if (!is_file($dir . 'vendor/autoload.php')) { $GLOBALS['pcp_bar']['error'] = 'Plugin Check is not installed (no plugin-check/vendor/autoload.php)'; return; }
  require_once $dir . 'vendor/autoload.php';
  require_once __DIR__ . '/runner.php';
  // What the drop-in defines: Runtime_Environment_Setup then neither copies nor removes a drop-in.
  if (!defined('WP_PLUGIN_CHECK_OBJECT_CACHE_DROPIN_VERSION')) define('WP_PLUGIN_CHECK_OBJECT_CACHE_DROPIN_VERSION', 1);
  try {
    $pcp_runner = new PCP_Bar_Runner();
    $pcp_runner->mark_early();
    $GLOBALS['pcp_bar']['cleanup'] = $pcp_runner->prepare();
    $GLOBALS['pcp_bar']['runner'] = $pcp_runner;
  } catch (Throwable $pcp_e) {
    $GLOBALS['pcp_bar']['error'] = 'preparing the run: ' . $pcp_e->getMessage();
  }
}];

ob_start();
require "$pcp_wp/wp-load.php";
require_once ABSPATH . 'wp-admin/includes/plugin.php';
$pcp_noise = ob_get_clean();
if ($GLOBALS['pcp_bar']['error']) pcp_bar_fail($GLOBALS['pcp_bar']['error']);
$pcp_runner = $GLOBALS['pcp_bar']['runner'];
if (!$pcp_runner) pcp_bar_fail('the runner was not made before the plugins loaded');
if (!is_plugin_active('plugin-check/plugin.php')) pcp_bar_fail('Plugin Check is not active');

// The readme's "Tested up to" and the header checks compare with the latest WordPress, which Plugin Check
// asks api.wordpress.org for: a test site cannot reach it (WP_HTTP_BLOCK_EXTERNAL), and without an answer those
// comparisons are skipped without a word. The site's own WordPress version stands in (PCP_WP_LATEST to say another).
$pcp_latest = getenv('PCP_WP_LATEST') ?: get_bloginfo('version');
add_filter('pre_transient_wp_plugin_check_latest_version_info', function () use ($pcp_latest) { return ['current' => $pcp_latest]; });
$pcp_result = null;
try {
  // As Plugin_Check_Command::check() sets them for `wp plugin check <plugin>`.
  $pcp_runner->set_experimental_flag(false);
  $pcp_runner->set_check_slugs([]);
  $pcp_runner->set_plugin($pcp_plugin);
  $pcp_runner->set_categories([]);
  $pcp_runner->set_slug('');
  $pcp_runner->set_mode('new');
  $pcp_checks = $pcp_runner->get_checks_to_run();
  $pcp_runtime = $pcp_runner->runtime_allowed();
  ob_start();
  $pcp_result = $pcp_runner->run();
  ob_end_clean();
} catch (Throwable $pcp_e) {
  $pcp_err = get_class($pcp_e) . ': ' . $pcp_e->getMessage();
}
if ($GLOBALS['pcp_bar']['cleanup']) call_user_func($GLOBALS['pcp_bar']['cleanup']);
// As Plugin Check's WP-CLI command does after it ran: its drop-in, if Runtime_Environment_Setup left it, goes.
$pcp_dropin = WP_CONTENT_DIR . '/object-cache.php';
if (is_file($pcp_dropin) && strpos(file_get_contents($pcp_dropin), 'WP_PLUGIN_CHECK_OBJECT_CACHE_DROPIN_VERSION') !== false) unlink($pcp_dropin);
if (!$pcp_result) pcp_bar_fail('running the checks: ' . ($pcp_err ?? 'no result'));

function pcp_bar_line($s) { return trim(preg_replace('/\s+/', ' ', html_entity_decode(strip_tags(preg_replace('#<br\s*/?>#i', ' ', (string) $s)), ENT_QUOTES | ENT_HTML5))); }
$pcp_errors = 0;
$pcp_warnings = 0;
foreach (['ERROR' => $pcp_result->get_errors(), 'WARNING' => $pcp_result->get_warnings()] as $pcp_type => $pcp_tree) {
  ksort($pcp_tree);
  foreach ($pcp_tree as $pcp_file => $pcp_byLine) {
    ksort($pcp_byLine);
    foreach ($pcp_byLine as $pcp_line => $pcp_byCol) {
      ksort($pcp_byCol);
      foreach ($pcp_byCol as $pcp_entries) {
        foreach ($pcp_entries as $pcp_e) {
          echo "  x $pcp_type ", ($pcp_e['code'] !== '' ? $pcp_e['code'] : 'unknown'), " $pcp_file:$pcp_line ", pcp_bar_line($pcp_e['message']), "\n";
          if ($pcp_type === 'ERROR') $pcp_errors++; else $pcp_warnings++;
        }
      }
    }
  }
}
$pcp_cats = [];
$pcp_nruntime = 0;
foreach ($pcp_checks as $pcp_check) {
  foreach ($pcp_check->get_categories() as $pcp_c) $pcp_cats[$pcp_c] = true;
  if ($pcp_check instanceof WordPress\Plugin_Check\Checker\Runtime_Check) $pcp_nruntime++;
}
printf("plugin-check: %d errors, %d warnings (%s; %d checks, %d of them runtime; Plugin Check %s, WordPress %s, latest WordPress taken as %s)\n",
  $pcp_errors, $pcp_warnings, implode(', ', array_keys($pcp_cats)), count($pcp_checks), $pcp_nruntime, WP_PLUGIN_CHECK_VERSION, get_bloginfo('version'), $pcp_latest);
exit($pcp_errors === 0 && $pcp_warnings === 0 ? 0 : 1);
