<?php
/**
 * The receipts screen's tabs: the list of receipts, and the year's donors.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/admin/receipts-tabs.php.
 *
 * @package TempleOfferings
 *
 * @var array<int, array{label: string, url: string, current: bool}> $tabs The tabs.
 */

defined( 'ABSPATH' ) || exit;
?>
<nav class="nav-tab-wrapper temple-staff-receipts-tabs" aria-label="<?php esc_attr_e( 'Receipts views', 'temple-offerings' ); ?>">
	<?php foreach ( $tabs as $temple_tab ) : ?>
		<a href="<?php echo esc_url( $temple_tab['url'] ); ?>" class="nav-tab<?php echo $temple_tab['current'] ? ' nav-tab-active' : ''; ?>"<?php echo $temple_tab['current'] ? ' aria-current="page"' : ''; ?>><?php echo esc_html( $temple_tab['label'] ); ?></a>
	<?php endforeach; ?>
</nav>
