<?php
/**
 * The foot of every print view: the end of the document print-header.php began.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/print-footer.php.
 *
 * @package TempleOfferings
 */

defined( 'ABSPATH' ) || exit;
?>
</body>
</html>
