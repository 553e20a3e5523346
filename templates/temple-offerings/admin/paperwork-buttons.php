<?php
/**
 * The ritual list's buttons of the printed paperwork (lamp labels, tablets,
 * the reading list), in the paragraph of its own export and print buttons.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/admin/paperwork-buttons.php.
 *
 * @package TempleOfferings
 *
 * @var array<int, array{url: string, label: string}> $buttons Each sheet's print address and button words.
 */

defined( 'ABSPATH' ) || exit;
?>
<?php foreach ( $buttons as $temple_button ) : ?>
	<a class="button" target="_blank" rel="noopener" href="<?php echo esc_url( $temple_button['url'] ); ?>"><?php echo esc_html( $temple_button['label'] ); ?></a>
<?php endforeach; ?>
