<?php
/**
 * The mini-cart in the answer to the offering page's own wc-ajax add, which
 * asked for none (php/Cart/UnreadFragments.php): nothing. The page goes on to
 * the cart page once its adds are in and never reads the answer's fragments.
 *
 * Not a theme template: a theme's cart/mini-cart.php still renders
 * everywhere else, the header cart and every other wc-ajax answer included.
 *
 * @package TempleOfferings
 */

defined( 'ABSPATH' ) || exit;
