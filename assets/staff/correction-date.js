/**
 * The staff correction form's lunar dates: the month select offers only the
 * leap month the chosen lunar year has (each date group carries every
 * offered year's leap month in data-leap-months, written by
 * php/Staff/BelieverCorrectionPage.php), and follows the year select when it
 * changes. A month chosen before stays offered, so nothing the staff member
 * picked changes unseen; the save refuses a leap month its year does not
 * have, as it does without this script. An unknown year (吉) offers every
 * leap month some year has, as the server renders them.
 */
( function () {
	'use strict';

	var LEAP = '潤';

	function setUp( group ) {
		var leaps;
		try {
			leaps = JSON.parse( group.getAttribute( 'data-leap-months' ) || '{}' );
		} catch ( error ) {
			return;
		}
		var year = group.querySelector( 'select[name$="[year]"]' );
		var month = group.querySelector( 'select[name$="[month]"]' );
		if ( ! year || ! month ) {
			return;
		}
		// Every option as the server rendered it, in its order.
		var all = Array.prototype.slice.call( month.options );

		function offer() {
			var chosen = month.value;
			var known = /^\d+$/.test( year.value );
			var leap = known ? leaps[ year.value ] || '' : null;
			var keep = all.filter( function ( option ) {
				var isLeap = option.value.indexOf( LEAP ) === 0;
				return (
					! isLeap ||
					null === leap ||
					option.value === leap ||
					option.value === chosen
				);
			} );
			while ( month.options.length ) {
				month.remove( 0 );
			}
			keep.forEach( function ( option ) {
				month.add( option );
			} );
			month.value = chosen;
		}

		year.addEventListener( 'change', offer );
		offer();
	}

	function start() {
		Array.prototype.forEach.call(
			document.querySelectorAll( '.temple-correction-date[data-leap-months]' ),
			setUp
		);
	}

	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', start );
	} else {
		start();
	}
} )();
